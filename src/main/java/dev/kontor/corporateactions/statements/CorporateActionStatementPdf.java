package dev.kontor.corporateactions.statements;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.corporateactions.statements.CorporateActionStatement.ActionTerms;
import dev.kontor.corporateactions.statements.CorporateActionStatement.EntitlementLine;
import dev.kontor.corporateactions.statements.CorporateActionStatement.StatementTotals;
import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * A corporate action statement as an A4 PDF, laid out as the account statements are: the action's terms, a line per
 * entitlement (the holding, its status, gross, tax and net), the totals and the internal account paid to, the
 * securities each entitlement delivered, and the reason of each entitlement not booked. Amounts print with at least two decimals, dates ISO, the tax rate as a
 * percentage.
 */
final class CorporateActionStatementPdf {

	private static final List<StatementPdf.Column> ENTITLEMENTS = List.of(
			new StatementPdf.Column("Deposit account", 40, false), new StatementPdf.Column("Provider", 222, false),
			new StatementPdf.Column("Quantity", 320, true), new StatementPdf.Column("Status", 330, false),
			new StatementPdf.Column("Gross", 425, true), new StatementPdf.Column("Tax", 490, true),
			new StatementPdf.Column("Net", 555, true));

	/** What a field's value shows in one line at the standard font's size, from its column to the right margin. */
	private static final int CHARACTERS_PER_LINE = 80;

	private CorporateActionStatementPdf() {
	}

	static byte[] render(CorporateActionStatement statement) {
		ActionTerms action = statement.action();
		try (StatementPdf pdf = new StatementPdf("Corporate action statement " + action.corporateActionId()
				+ " for client " + statement.clientId())) {
			terms(pdf, statement);
			pdf.heading("Entitlements (holdings at the end of the record date)");
			pdf.tableHeading(ENTITLEMENTS);
			for (EntitlementLine line : statement.entitlements()) {
				pdf.row(ENTITLEMENTS, List.of(line.depositAccountId().toString(), line.provider().name(),
						PdfText.quantity(line.quantity()), line.status().name(), amountOrEmpty(line.grossAmount()),
						amountOrEmpty(line.taxAmount()), amountOrEmpty(line.netAmount())));
			}
			pdf.blankLine();
			totals(pdf, statement);
			delivered(pdf, statement.entitlements());
			notBooked(pdf, statement.entitlements());
			return pdf.bytes();
		}
	}

	private static void terms(StatementPdf pdf, CorporateActionStatement statement) {
		ActionTerms action = statement.action();
		pdf.title("Corporate action statement");
		pdf.field("Client", statement.clientId().toString());
		pdf.field("Corporate action", action.corporateActionId().value());
		pdf.field("Event", action.eventType().name());
		pdf.field("ISIN", action.isinCode());
		if (action.description() != null && !action.description().isBlank()) {
			wrapped(pdf, "Description", action.description());
		}
		date(pdf, "Ex date", action.exDate());
		date(pdf, "Record date", action.recordDate());
		date(pdf, "Payment date", action.paymentDate());
		if (action.currencyCode() != null) {
			pdf.field("Currency", action.currencyCode());
		}
		if (action.grossAmountPerShare() != null) {
			pdf.field("Amount per share", money(action.grossAmountPerShare(), action));
		}
		BigDecimal rate = action.withholdingTaxRate() == null ? BigDecimal.ZERO : action.withholdingTaxRate();
		pdf.field("Withholding tax rate", PdfText.quantity(rate) + " %");
		Announcement.ShareTerms shares = action.shares();
		if (shares.ratioNew() != null && shares.ratioOld() != null) {
			pdf.field("Ratio", PdfText.quantity(shares.ratioNew()) + " new for " + PdfText.quantity(shares.ratioOld())
					+ " held");
		}
		if (shares.newIsinCode() != null) {
			pdf.field("New ISIN", shares.newIsinCode());
		}
		if (shares.cashInLieuPrice() != null) {
			pdf.field("Cash in lieu price", money(shares.cashInLieuPrice(), action));
		}
		pdf.field("Statement date", PdfText.date(statement.createdDate()));
	}

	private static void totals(StatementPdf pdf, CorporateActionStatement statement) {
		ActionTerms action = statement.action();
		StatementTotals totals = statement.totals();
		pdf.field("Gross amount", money(totals.grossAmount(), action));
		pdf.field("Tax withheld", money(totals.taxAmount(), action));
		pdf.field("Net amount", money(totals.netAmount(), action));
		List<UUID> paidTo = statement.entitlements()
			.stream()
			.map(line -> line.cash().internalAccountId())
			.filter(Objects::nonNull)
			.distinct()
			.toList();
		for (int i = 0; i < paidTo.size(); i++) {
			pdf.field(i == 0 ? "Paid to" : "", "internal account " + paidTo.get(i));
		}
	}

	/** The whole shares each booked entitlement left on its deposit account, of which instrument. */
	private static void delivered(StatementPdf pdf, List<EntitlementLine> lines) {
		List<EntitlementLine> delivering = lines.stream()
			.filter(line -> line.status() == EntitlementStatus.Booked && line.delivery().newIsinCode() != null)
			.toList();
		if (delivering.isEmpty()) {
			return;
		}
		pdf.heading("Securities delivered");
		for (EntitlementLine line : delivering) {
			pdf.field("Deposit account", line.depositAccountId() + " (" + line.provider().name() + ")");
			pdf.field("", PdfText.quantity(Objects.requireNonNull(line.delivery().newQuantity())) + " of "
					+ line.delivery().newIsinCode());
		}
	}

	private static void notBooked(StatementPdf pdf, List<EntitlementLine> lines) {
		List<EntitlementLine> failed = lines.stream().filter(line -> line.status() == EntitlementStatus.Failed).toList();
		if (failed.isEmpty()) {
			return;
		}
		pdf.heading("Not booked");
		for (EntitlementLine line : failed) {
			pdf.field("Deposit account", line.depositAccountId() + " (" + line.provider().name() + ")");
			wrapped(pdf, "Reason", Objects.requireNonNullElse(line.failure(), ""));
		}
	}

	private static void date(StatementPdf pdf, String label, @Nullable LocalDate date) {
		if (date != null) {
			pdf.field(label, date.toString());
		}
	}

	/** A field whose value may be longer than a line, broken between words onto the lines below it. */
	private static void wrapped(StatementPdf pdf, String label, String value) {
		List<String> lines = new ArrayList<>();
		StringBuilder line = new StringBuilder();
		for (String word : value.strip().split("\\s+")) {
			if (!line.isEmpty() && line.length() + 1 + word.length() > CHARACTERS_PER_LINE) {
				lines.add(line.toString());
				line.setLength(0);
			}
			line.append(line.isEmpty() ? "" : " ").append(PdfText.cut(word, CHARACTERS_PER_LINE));
		}
		lines.add(line.toString());
		for (int i = 0; i < lines.size(); i++) {
			pdf.field(i == 0 ? label : "", lines.get(i));
		}
	}

	private static String money(BigDecimal amount, ActionTerms action) {
		return PdfText.amount(amount) + (action.currencyCode() == null ? "" : " " + action.currencyCode());
	}

	private static String amountOrEmpty(@Nullable BigDecimal amount) {
		return amount == null ? "" : PdfText.amount(amount);
	}
}
