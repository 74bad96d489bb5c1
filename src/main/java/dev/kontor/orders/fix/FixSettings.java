package dev.kontor.orders.fix;

import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;

import org.hibernate.validator.constraints.time.DurationMin;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The FIX venue's session under {@code kontor.orders.fix.*}, used with {@code kontor.orders.venue=fix} (contract
 * section 12, docs/fix.md).
 *
 * @param host where the venue's FIX acceptor listens
 * @param port its port
 * @param senderCompId Kontor's SenderCompID
 * @param targetCompId the venue's CompID
 * @param venueName the venue's name on the executions it fills; {@code FIX <targetCompId>} when not given
 * @param reconnectInterval how long the initiator waits before it tries the venue again
 * @param heartbeatInterval the HeartBtInt sent at logon
 * @param holderLease how long the instance holding the session keeps it without renewing; another instance takes
 *        the session over once it runs out (renewed every third of it)
 * @param sendInterval how often the holder looks for requests written by other instances
 * @param inboundLanes how many threads apply the venue's reports, each order's on one of them
 */
@ConfigurationProperties("kontor.orders.fix")
@Validated
record FixSettings(@DefaultValue("localhost") @NotBlank String host,
		@DefaultValue("9878") @Min(1) @Max(65535) int port,
		@DefaultValue("KONTOR") @NotBlank String senderCompId,
		@DefaultValue("EXCHANGE") @NotBlank String targetCompId,
		@DefaultValue("") String venueName,
		@DefaultValue("5s") @DurationMin(seconds = 1) Duration reconnectInterval,
		@DefaultValue("30s") @DurationMin(seconds = 1) Duration heartbeatInterval,
		@DefaultValue("15s") @DurationMin(seconds = 3) Duration holderLease,
		@DefaultValue("250ms") @DurationMin(millis = 10) Duration sendInterval,
		@DefaultValue("4") @Min(1) @Max(64) int inboundLanes) {

	/** The name executions of this venue carry. */
	String venue() {
		return venueName.isBlank() ? "FIX " + targetCompId : venueName;
	}
}
