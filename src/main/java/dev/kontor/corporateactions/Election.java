package dev.kontor.corporateactions;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import io.swagger.v3.oas.annotations.media.Schema;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.ser.std.ToStringSerializer;

/**
 * What a client record chose for an event with choice (contract section 10): {@code quantity} of its entitled shares
 * take the option {@code optionNumber}; the default option applies to the rest. One election a client record and
 * action; a new one replaces it.
 */
public record Election(
		@JsonSerialize(using = ToStringSerializer.class) @Schema(type = "string") CorporateActionId corporateActionId,
		UUID clientId, int optionNumber, BigDecimal quantity, Instant createdDate, Instant updatedDate) {
}
