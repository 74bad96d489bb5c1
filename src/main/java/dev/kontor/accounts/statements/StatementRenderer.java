package dev.kontor.accounts.statements;

import java.math.BigDecimal;
import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.InstrumentNames;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.pdf.CustomerPdfs;
import dev.kontor.shared.pdf.DocumentFormat;
import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * Renders a statement from the ledger: for an internal account the period's bookings between the opening and the
 * closing balance, for a deposit account the positions at the period's end and the period's movements. The ledger is
 * never changed, so a statement renders the same every time (the letterhead as the tenant's branding is then).
 */
@Component
@RequiredArgsConstructor
class StatementRenderer {

	private static final List<StatementPdf.Column> BOOKINGS = List.of(new StatementPdf.Column("Booking date", 40, false),
			new StatementPdf.Column("Value date", 115, false), new StatementPdf.Column("Type", 188, false),
			new StatementPdf.Column("Reference", 276, false), new StatementPdf.Column("Amount", 555, true));

	private static final List<StatementPdf.Column> POSITIONS = List.of(new StatementPdf.Column("ISIN", 40, false),
			new StatementPdf.Column("Instrument", 126, false), new StatementPdf.Column("Quantity", 400, true),
			new StatementPdf.Column("Average price", 500, true), new StatementPdf.Column("Currency", 510, false));

	private static final List<StatementPdf.Column> MOVEMENTS = List.of(new StatementPdf.Column("Booking date", 40, false),
			new StatementPdf.Column("Value date", 115, false), new StatementPdf.Column("Type", 188, false),
			new StatementPdf.Column("ISIN", 272, false), new StatementPdf.Column("Instrument", 354, false),
			new StatementPdf.Column("Quantity", 490, true), new StatementPdf.Column("Price", 555, true));

	private static final int REFERENCE_CHARACTERS = 44;

	private static final int INSTRUMENT_CHARACTERS = 48;

	private static final int MOVEMENT_INSTRUMENT_CHARACTERS = 18;

	private final StatementLedger ledger;

	private final CustomerPdfs pdfs;

	private final InstrumentCatalogue catalogue;

	byte[] render(StatementRow statement, StatementLedger.Account account) {
		String reference = "Statement " + statement.year() + "/" + statement.fileNumber() + " of account "
				+ account.accountNumber();
		try (StatementPdf pdf = pdfs.open(new TenantId(account.tenantId()), new ClientId(account.clientId()),
				reference)) {
			if (statement.kind() == StatementKind.Internal) {
				cash(pdf, statement, account);
			}
			else {
				securities(pdf, statement, account);
			}
			return pdf.bytes();
		}
	}

	private void cash(StatementPdf pdf, StatementRow statement, StatementLedger.Account account) {
		DocumentFormat format = pdf.format();
		StatementPeriod period = statement.period();
		String currency = account.currencyCode();
		BigDecimal opening = ledger.balanceBefore(statement.accountId(), period.start());
		List<StatementLedger.Booking> bookings = ledger.bookings(statement.accountId(), period);
		header(pdf, "Internal account statement", statement, account);
		pdf.field("Currency", currency);
		pdf.heading("Bookings");
		pdf.field("Opening balance", format.money(opening, currency));
		pdf.blankLine();
		pdf.tableHeading(BOOKINGS);
		BigDecimal closing = opening;
		for (StatementLedger.Booking booking : bookings) {
			pdf.row(BOOKINGS, List.of(format.date(booking.bookingDate()), format.date(booking.valueDate()),
					PdfText.words(booking.type()),
					PdfText.cut(PdfText.withoutIds(booking.reference()), REFERENCE_CHARACTERS),
					format.amount(booking.amount())));
			closing = closing.add(booking.amount());
		}
		pdf.blankLine();
		pdf.field("Bookings", String.valueOf(bookings.size()));
		pdf.field("Closing balance", format.money(closing, currency));
	}

	private void securities(StatementPdf pdf, StatementRow statement, StatementLedger.Account account) {
		DocumentFormat format = pdf.format();
		StatementPeriod period = statement.period();
		List<StatementLedger.Movement> all = ledger.movementsUntil(statement.accountId(), period.end());
		InstrumentNames names = new InstrumentNames(catalogue);
		header(pdf, "Deposit account statement", statement, account);
		pdf.heading("Positions at " + format.date(period.end().minusNanos(1)) + " (end of period)");
		pdf.tableHeading(POSITIONS);
		for (Holdings.Holding holding : Holdings.of(all)) {
			pdf.row(POSITIONS, List.of(holding.isinCode(),
					PdfText.cut(names.of(holding.provider(), holding.isinCode()), INSTRUMENT_CHARACTERS),
					format.quantity(holding.quantity()),
					holding.averagePrice() == null ? "" : format.amount(holding.averagePrice()),
					holding.currencyCode()));
		}
		pdf.heading("Movements");
		pdf.tableHeading(MOVEMENTS);
		int count = 0;
		for (StatementLedger.Movement movement : all) {
			if (!movement.bookingDate().isBefore(period.start())) {
				pdf.row(MOVEMENTS, List.of(format.date(movement.bookingDate()), format.date(movement.valueDate()),
						PdfText.words(movement.type()), movement.isinCode(),
						PdfText.cut(names.of(movement.provider(), movement.isinCode()),
								MOVEMENT_INSTRUMENT_CHARACTERS),
						format.quantity(movement.quantity()), format.money(movement.price(), movement.currencyCode())));
				count++;
			}
		}
		pdf.blankLine();
		pdf.field("Movements", String.valueOf(count));
	}

	private static void header(StatementPdf pdf, String title, StatementRow statement,
			StatementLedger.Account account) {
		DocumentFormat format = pdf.format();
		StatementPeriod period = statement.period();
		pdf.title(title);
		pdf.field("Account number", account.accountNumber());
		pdf.field("Statement", statement.year() + " / " + statement.fileNumber());
		pdf.field("Period", format.date(period.start()) + " to " + format.date(period.end().minusNanos(1))
				+ (period.complete() ? "" : " (interim, until " + format.dateTime(period.end()) + ")"));
	}
}
