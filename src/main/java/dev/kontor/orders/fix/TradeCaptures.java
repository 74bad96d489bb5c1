package dev.kontor.orders.fix;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.FieldNotFound;
import quickfix.field.ClOrdID;
import quickfix.field.SendingTime;
import quickfix.fix44.TradeCaptureReport;

import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueReports;

/**
 * A TradeCaptureReport, one per execution at the end of the venue's session: the execution Kontor recorded for its
 * ExecID is confirmed, and TradeCaptured published once. The session ended when the venue sent the report.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class TradeCaptures {

	private static final Logger log = LoggerFactory.getLogger(TradeCaptures.class);

	private final VenueReads reads;

	private final VenueReports reports;

	void on(TradeCaptureReport report) throws FieldNotFound {
		String execId = report.getExecID().getValue();
		TradeCaptureReport.NoSides side = new TradeCaptureReport.NoSides();
		report.getGroup(1, side);
		String clOrdId = side.getString(ClOrdID.FIELD);
		Instant sessionEnd = report.getHeader().getUtcTimeStamp(SendingTime.FIELD).toInstant(ZoneOffset.UTC);
		Optional<OrderId> order = OrderMessages.orderOf(clOrdId);
		Optional<UUID> execution = order.flatMap(id -> reads.execution(id, execId));
		if (execution.isEmpty()) {
			log.warn("Trade capture report of ExecID {} (ClOrdID {}) matches no execution of Kontor; ignored", execId,
					clOrdId);
			return;
		}
		reports.captured(order.get(), List.of(execution.get()), sessionEnd);
	}
}
