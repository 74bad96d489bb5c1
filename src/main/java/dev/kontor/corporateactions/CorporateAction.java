package dev.kontor.corporateactions;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.media.Schema;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.ser.std.ToStringSerializer;

/**
 * An announced corporate action as the API answers it: the announcement, where it stands, how it came and when.
 * On the wire one flat object, its fields in the contract's order ({@link CorporateActionJson}).
 */
@JsonSerialize(using = CorporateActionJson.class)
public record CorporateAction(
		@JsonSerialize(using = ToStringSerializer.class) @Schema(type = "string") CorporateActionId corporateActionId,
		@JsonUnwrapped Announcement announcement, CorporateActionStatus status, AnnouncementSource source,
		Instant createdDate, Instant updatedDate) {

	/** The same action with these options (they are stored apart from the rest of the announcement). */
	public CorporateAction withOptions(List<Announcement.ElectionOption> options) {
		Announcement a = announcement;
		return new CorporateAction(corporateActionId, new Announcement(a.isinCode(), a.eventType(),
				a.mandatoryVoluntary(), a.dates(), a.cash(), a.shares(), options, a.description()), status, source,
				createdDate, updatedDate);
	}
}
