package dev.kontor.kyc.simulator;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import dev.kontor.shared.pdf.StatementPdf;

/** The report the simulated provider hands over with its decision: a one-page PDF of what the person entered. */
final class SimulatorReport {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
		.withZone(ZoneOffset.UTC);

	private SimulatorReport() {
	}

	static byte[] of(String initiatorKycId, String name, LocalDate dateOfBirth, String nationality, boolean approved,
			Instant at) {
		try (StatementPdf pdf = new StatementPdf("Simulated identity check")) {
			pdf.title("Identity verification report (simulated)");
			pdf.field("Provider", "Simulated: no real identity check took place");
			pdf.field("Session", initiatorKycId);
			pdf.field("Name", name);
			pdf.field("Date of birth", dateOfBirth.toString());
			pdf.field("Nationality", nationality);
			pdf.field("Identity document", "Identity card");
			pdf.field("Result", approved ? "Approved" : "Declined");
			pdf.field("Verified at", TIME.format(at));
			return pdf.bytes();
		}
	}
}
