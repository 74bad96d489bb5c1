package dev.kontor.corporateactions.demo;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.AnnouncementSource;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.MandatoryVoluntary;
import dev.kontor.corporateactions.announcements.Announcements;
import dev.kontor.corporateactions.processing.CorporateActionProcessing;
import dev.kontor.shared.DemoTenantCreated;

/**
 * The {@code demo} profile's corporate actions: a dividend of the SAP shares and a 2-for-1 split of the Allianz
 * shares every demo client record holds, both with their record date two days ago and paid today, and processed at
 * once, so that a newcomer sees the bookings, the entitlements and the statements on the first day. Announced once,
 * after the demo tenant with its holdings is committed.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoCorporateActions {

	private static final Logger log = LoggerFactory.getLogger(DemoCorporateActions.class);

	private final Announcements announcements;

	private final CorporateActionProcessing processing;

	private final Clock clock;

	@TransactionalEventListener(fallbackExecution = true)
	void on(DemoTenantCreated created) {
		LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
		Announcement.KeyDates dates = new Announcement.KeyDates(today.minusDays(3), today.minusDays(2), today, null,
				null);
		announcements.announce(new CorporateActionId("DEMO-DVCA-" + today.getYear()),
				new Announcement("DE0007164600", CorporateActionType.CashDividend, MandatoryVoluntary.Mandatory, dates,
						new Announcement.CashTerms("EUR", new BigDecimal("2.35"), new BigDecimal("26.375")),
						Announcement.ShareTerms.NONE, List.of(), "Dividend for the financial year (demo)"),
				AnnouncementSource.Api);
		announcements.announce(new CorporateActionId("DEMO-SPLF-" + today.getYear()),
				new Announcement("DE0008404005", CorporateActionType.Split, MandatoryVoluntary.Mandatory, dates,
						Announcement.CashTerms.NONE,
						new Announcement.ShareTerms(new BigDecimal("2"), BigDecimal.ONE, null, null), List.of(),
						"Share split 2 for 1 (demo)"),
				AnnouncementSource.Api);
		log.info("Demo corporate actions announced and processed: {} entitlements booked", processing.runDue());
	}
}
