package dev.kontor.accounts.losses;

import java.util.List;

import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * Renders a loss threshold report: for each portfolio of the client valued that day its period, start value, value
 * and loss, and the positions with quantity, end-of-day price and value, as kept when the report was issued.
 */
final class LossReportPdf {

	private static final List<StatementPdf.Column> POSITIONS = List.of(new StatementPdf.Column("ISIN", 40, false),
			new StatementPdf.Column("Provider", 140, false), new StatementPdf.Column("Quantity", 310, true),
			new StatementPdf.Column("Price", 410, true), new StatementPdf.Column("Value", 510, true),
			new StatementPdf.Column("Currency", 520, false));

	private LossReportPdf() {
	}

	static byte[] render(ReportRow report, List<SnapshotRow> portfolios, List<ValuedPosition> positions) {
		try (StatementPdf pdf = new StatementPdf("Loss threshold report of " + report.snapshotDate() + " for client "
				+ report.clientId())) {
			pdf.title("Loss threshold report");
			pdf.field("Client", report.clientId().toString());
			pdf.field("Valuation date", report.snapshotDate().toString());
			pdf.field("Issued", report.createdDate().toString());
			pdf.blankLine();
			pdf.field("Notice", "Your portfolio has lost value since the start of the reporting period.");
			pdf.field("", "A report is sent at a loss of 10 % and at each further 10 % within the period");
			pdf.field("", "(MiFID II, Delegated Regulation (EU) 2017/565, article 62).");
			for (SnapshotRow portfolio : portfolios) {
				portfolio(pdf, portfolio, positions);
			}
			return pdf.bytes();
		}
	}

	private static void portfolio(StatementPdf pdf, SnapshotRow portfolio, List<ValuedPosition> positions) {
		String currency = " " + portfolio.currencyCode();
		pdf.heading("Portfolio in " + portfolio.currencyCode());
		SnapshotRow.Period period = portfolio.period();
		SnapshotRow.Valuation valuation = portfolio.valuation();
		pdf.field("Period", period.periodStart() + " to " + period.periodStart().plusMonths(3).minusDays(1));
		pdf.field("Start value", PdfText.amount(period.startValue()) + currency + " (valuation of "
				+ period.startDate() + ")");
		pdf.field("Booked in less out", PdfText.amount(period.netInflow()) + currency);
		pdf.field("Current value", PdfText.amount(valuation.value()) + currency);
		pdf.field("Loss", PdfText.amount(valuation.lossPercent()) + " %");
		pdf.field("Threshold", valuation.reported() ? valuation.reportedThreshold() + " % reached"
				: "none newly reached" + (valuation.reportedThreshold() > 0
						? " (" + valuation.reportedThreshold() + " % reported before in the period)" : ""));
		pdf.blankLine();
		pdf.tableHeading(POSITIONS);
		for (ValuedPosition position : positions) {
			if (position.currencyCode().equals(portfolio.currencyCode())) {
				pdf.row(POSITIONS, List.of(position.isinCode(), position.provider().name(),
						PdfText.quantity(position.quantity()), PdfText.amount(position.price()),
						PdfText.amount(position.value()), position.currencyCode()));
			}
		}
	}
}
