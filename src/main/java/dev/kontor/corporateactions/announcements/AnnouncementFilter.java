package dev.kontor.corporateactions.announcements;

import java.time.LocalDate;

import org.jspecify.annotations.Nullable;

import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.shared.jdbc.SqlConditions;

/**
 * The filters of the list of announcements: an instrument, a kind of event, a status, and a range of record dates
 * (of a general meeting, which has none, its meeting date).
 */
public record AnnouncementFilter(@Nullable String isinCode, @Nullable CorporateActionType eventType,
		@Nullable CorporateActionStatus status, @Nullable LocalDate dateFrom, @Nullable LocalDate dateTo) {

	SqlConditions conditions() {
		return new SqlConditions().add(isinCode, " AND isin_code = :isinCode", "isinCode")
			.add(eventType, " AND event_type = :eventType", "eventType", Enum::name)
			.add(status, " AND status = :status", "status", Enum::name)
			.add(dateFrom, " AND COALESCE(record_date, meeting_date) >= :dateFrom", "dateFrom")
			.add(dateTo, " AND COALESCE(record_date, meeting_date) <= :dateTo", "dateTo");
	}
}
