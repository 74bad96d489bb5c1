package dev.kontor.accounts.statements;

import java.math.BigDecimal;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * Renders a statement from the ledger: for an internal account the period's bookings between the opening and the
 * closing balance, for a deposit account the positions at the period's end and the period's movements. The ledger is
 * never changed, so a statement renders the same every time.
 */
@Component
@RequiredArgsConstructor
class StatementRenderer {

	private static final List<StatementPdf.Column> BOOKINGS = List.of(new StatementPdf.Column("Booking date", 40, false),
			new StatementPdf.Column("Value date", 105, false), new StatementPdf.Column("Type", 170, false),
			new StatementPdf.Column("Reference", 250, false), new StatementPdf.Column("Amount", 555, true));

	private static final List<StatementPdf.Column> POSITIONS = List.of(new StatementPdf.Column("ISIN", 40, false),
			new StatementPdf.Column("Provider", 140, false), new StatementPdf.Column("Quantity", 330, true),
			new StatementPdf.Column("Average price", 460, true), new StatementPdf.Column("Currency", 500, false));

	private static final List<StatementPdf.Column> MOVEMENTS = List.of(new StatementPdf.Column("Booking date", 40, false),
			new StatementPdf.Column("Value date", 105, false), new StatementPdf.Column("Type", 170, false),
			new StatementPdf.Column("ISIN", 255, false), new StatementPdf.Column("Provider", 345, false),
			new StatementPdf.Column("Quantity", 470, true), new StatementPdf.Column("Price", 555, true));

	private static final int REFERENCE_CHARACTERS = 60;

	private final StatementLedger ledger;

	byte[] render(StatementRow statement, StatementLedger.Account account) {
		try (StatementPdf pdf = new StatementPdf(footer(statement))) {
			if (statement.kind() == StatementKind.Internal) {
				cash(pdf, statement, account);
			}
			else {
				securities(pdf, statement);
			}
			return pdf.bytes();
		}
	}

	private void cash(StatementPdf pdf, StatementRow statement, StatementLedger.Account account) {
		StatementPeriod period = statement.period();
		String currency = account.currencyCode();
		BigDecimal opening = ledger.balanceBefore(statement.accountId(), period.start());
		List<StatementLedger.Booking> bookings = ledger.bookings(statement.accountId(), period);
		header(pdf, "Internal account statement", statement, period);
		pdf.field("Currency", currency);
		pdf.heading("Bookings");
		pdf.field("Opening balance", PdfText.amount(opening) + " " + currency);
		pdf.blankLine();
		pdf.tableHeading(BOOKINGS);
		BigDecimal closing = opening;
		for (StatementLedger.Booking booking : bookings) {
			pdf.row(BOOKINGS, List.of(PdfText.date(booking.bookingDate()), booking.valueDate().toString(),
					booking.type(), PdfText.cut(booking.reference(), REFERENCE_CHARACTERS),
					PdfText.amount(booking.amount())));
			closing = closing.add(booking.amount());
		}
		pdf.blankLine();
		pdf.field("Bookings", String.valueOf(bookings.size()));
		pdf.field("Closing balance", PdfText.amount(closing) + " " + currency);
	}

	private void securities(StatementPdf pdf, StatementRow statement) {
		StatementPeriod period = statement.period();
		List<StatementLedger.Movement> all = ledger.movementsUntil(statement.accountId(), period.end());
		header(pdf, "Deposit account statement", statement, period);
		pdf.heading("Positions at " + PdfText.date(period.end().minusNanos(1)) + " (end of period)");
		pdf.tableHeading(POSITIONS);
		for (Holdings.Holding holding : Holdings.of(all)) {
			pdf.row(POSITIONS, List.of(holding.isinCode(), holding.provider().name(),
					PdfText.quantity(holding.quantity()),
					holding.averagePrice() == null ? "" : PdfText.amount(holding.averagePrice()),
					holding.currencyCode()));
		}
		pdf.heading("Movements");
		pdf.tableHeading(MOVEMENTS);
		int count = 0;
		for (StatementLedger.Movement movement : all) {
			if (!movement.bookingDate().isBefore(period.start())) {
				pdf.row(MOVEMENTS, List.of(PdfText.date(movement.bookingDate()), movement.valueDate().toString(),
						movement.type(), movement.isinCode(), movement.provider().name(),
						PdfText.quantity(movement.quantity()),
						PdfText.amount(movement.price()) + " " + movement.currencyCode()));
				count++;
			}
		}
		pdf.blankLine();
		pdf.field("Movements", String.valueOf(count));
	}

	private static void header(StatementPdf pdf, String title, StatementRow statement, StatementPeriod period) {
		pdf.title(title);
		pdf.field("Account", statement.accountId().toString());
		pdf.field("Client", statement.clientId().toString());
		pdf.field("Statement", statement.year() + " / " + statement.fileNumber());
		pdf.field("Period", PdfText.date(period.start()) + " to " + PdfText.date(period.end().minusNanos(1))
				+ (period.complete() ? "" : " (interim, until " + period.end() + ")"));
	}

	private static String footer(StatementRow statement) {
		return "Statement " + statement.year() + "/" + statement.fileNumber() + " of account " + statement.accountId();
	}
}
