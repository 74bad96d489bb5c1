package dev.kontor.corporateactions.statements;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.corporateactions.statements.CorporateActionStatement.ActionTerms;
import dev.kontor.corporateactions.statements.CorporateActionStatement.EntitlementLine;
import dev.kontor.corporateactions.statements.CorporateActionStatement.StatementTotals;
import dev.kontor.shared.pdf.DocumentFormat;
import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * A corporate action statement as an A4 PDF, laid out as the account statements are: the action's terms, a line per
 * entitlement (the holding, its status, gross, tax and net), the totals and the internal account paid to, the
 * securities each entitlement delivered, and the reason of each entitlement not booked. Accounts are named by
 * their numbers and instruments by name beside the ISIN; dates and amounts are written in the tenant's locale.
 */
final class CorporateActionStatementPdf {

	/** How the statement names the accounts (by their numbers) and the instruments (by ISIN) it shows. */
	record Names(Map<UUID, String> accountNumbers, Map<String, String> instruments) {

		String account(@Nullable UUID id) {
			return id == null ? "" : accountNumbers.getOrDefault(id, "");
		}

		String instrument(String isinCode) {
			String name = instruments.getOrDefault(isinCode, "");
			return name.isEmpty() ? isinCode : name + " (" + isinCode + ")";
		}
	}

	private static final List<StatementPdf.Column> ENTITLEMENTS = List.of(
			new StatementPdf.Column("Deposit account", 40, false), new StatementPdf.Column("Provider", 130, false),
			new StatementPdf.Column("Quantity", 260, true), new StatementPdf.Column("Status", 275, false),
			new StatementPdf.Column("Gross", 425, true), new StatementPdf.Column("Tax", 490, true),
			new StatementPdf.Column("Net", 555, true));

	/** What a field's value shows in one line at the standard font's size, from its column to the right margin. */
	private static final int CHARACTERS_PER_LINE = 72;

	private CorporateActionStatementPdf() {
	}

	/** Writes the statement into the document opened for it, and closes it. */
	static byte[] render(StatementPdf pdf, CorporateActionStatement statement, Names names) {
		try (pdf) {
			DocumentFormat format = pdf.format();
			terms(pdf, statement, names);
			pdf.heading("Entitlements (holdings at the end of the record date)");
			pdf.tableHeading(ENTITLEMENTS);
			for (EntitlementLine line : statement.entitlements()) {
				pdf.row(ENTITLEMENTS, List.of(names.account(line.depositAccountId()),
						PdfText.words(line.provider().name()), format.quantity(line.quantity()),
						PdfText.words(line.status().name()), amountOrEmpty(format, line.grossAmount()),
						amountOrEmpty(format, line.taxAmount()), amountOrEmpty(format, line.netAmount())));
			}
			pdf.blankLine();
			totals(pdf, statement, names);
			delivered(pdf, statement.entitlements(), names);
			notBooked(pdf, statement.entitlements(), names);
			return pdf.bytes();
		}
	}

	private static void terms(StatementPdf pdf, CorporateActionStatement statement, Names names) {
		ActionTerms action = statement.action();
		DocumentFormat format = pdf.format();
		pdf.title("Corporate action statement");
		pdf.field("Corporate action", action.corporateActionId().value());
		pdf.field("Event", PdfText.words(action.eventType().name()));
		pdf.field("Instrument", names.instrument(action.isinCode()));
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
			pdf.field("Amount per share", money(format, action.grossAmountPerShare(), action));
		}
		BigDecimal rate = action.withholdingTaxRate() == null ? BigDecimal.ZERO : action.withholdingTaxRate();
		pdf.field("Withholding tax rate", format.quantity(rate) + " %");
		Announcement.ShareTerms shares = action.shares();
		if (shares.ratioNew() != null && shares.ratioOld() != null) {
			pdf.field("Ratio", format.quantity(shares.ratioNew()) + " new for " + format.quantity(shares.ratioOld())
					+ " held");
		}
		if (shares.newIsinCode() != null) {
			pdf.field("New instrument", names.instrument(shares.newIsinCode()));
		}
		if (shares.cashInLieuPrice() != null) {
			pdf.field("Cash in lieu price", money(format, shares.cashInLieuPrice(), action));
		}
		pdf.field("Statement date", format.date(statement.createdDate()));
	}

	private static void totals(StatementPdf pdf, CorporateActionStatement statement, Names names) {
		ActionTerms action = statement.action();
		DocumentFormat format = pdf.format();
		StatementTotals totals = statement.totals();
		pdf.field("Gross amount", money(format, totals.grossAmount(), action));
		pdf.field("Tax withheld", money(format, totals.taxAmount(), action));
		pdf.field("Net amount", money(format, totals.netAmount(), action));
		List<UUID> paidTo = statement.entitlements()
			.stream()
			.map(line -> line.cash().internalAccountId())
			.filter(Objects::nonNull)
			.distinct()
			.toList();
		for (int i = 0; i < paidTo.size(); i++) {
			pdf.field(i == 0 ? "Paid to" : "", "internal account " + names.account(paidTo.get(i)));
		}
	}

	/** The whole shares each booked entitlement left on its deposit account, of which instrument. */
	private static void delivered(StatementPdf pdf, List<EntitlementLine> lines, Names names) {
		List<EntitlementLine> delivering = lines.stream()
			.filter(line -> line.status() == EntitlementStatus.Booked && line.delivery().newIsinCode() != null)
			.toList();
		if (delivering.isEmpty()) {
			return;
		}
		pdf.heading("Securities delivered");
		for (EntitlementLine line : delivering) {
			pdf.field("Deposit account", names.account(line.depositAccountId()));
			pdf.field("", pdf.format().quantity(Objects.requireNonNull(line.delivery().newQuantity())) + " of "
					+ names.instrument(Objects.requireNonNull(line.delivery().newIsinCode())));
		}
	}

	private static void notBooked(StatementPdf pdf, List<EntitlementLine> lines, Names names) {
		List<EntitlementLine> failed = lines.stream().filter(line -> line.status() == EntitlementStatus.Failed).toList();
		if (failed.isEmpty()) {
			return;
		}
		pdf.heading("Not booked");
		for (EntitlementLine line : failed) {
			pdf.field("Deposit account", names.account(line.depositAccountId()));
			wrapped(pdf, "Reason", PdfText.withoutIds(Objects.requireNonNullElse(line.failure(), "")));
		}
	}

	private static void date(StatementPdf pdf, String label, @Nullable LocalDate date) {
		if (date != null) {
			pdf.field(label, pdf.format().date(date));
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

	private static String money(DocumentFormat format, BigDecimal amount, ActionTerms action) {
		return format.amount(amount) + (action.currencyCode() == null ? "" : " " + action.currencyCode());
	}

	private static String amountOrEmpty(DocumentFormat format, @Nullable BigDecimal amount) {
		return amount == null ? "" : format.amount(amount);
	}
}
