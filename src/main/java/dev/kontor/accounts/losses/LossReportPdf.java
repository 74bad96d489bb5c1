package dev.kontor.accounts.losses;

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
 * Renders a loss threshold report: for each portfolio of the client valued that day its period, start value, value
 * and loss, and the positions with quantity, end-of-day price and value, as kept when the report was issued.
 */
@Component
@RequiredArgsConstructor
class LossReportPdf {

	private static final List<StatementPdf.Column> POSITIONS = List.of(new StatementPdf.Column("ISIN", 40, false),
			new StatementPdf.Column("Instrument", 126, false), new StatementPdf.Column("Quantity", 350, true),
			new StatementPdf.Column("Price", 425, true), new StatementPdf.Column("Value", 505, true),
			new StatementPdf.Column("Currency", 515, false));

	private static final int INSTRUMENT_CHARACTERS = 36;

	private final CustomerPdfs pdfs;

	private final InstrumentCatalogue catalogue;

	byte[] render(ReportRow report, List<SnapshotRow> portfolios, List<ValuedPosition> positions,
			List<String> depositAccountNumbers) {
		try (StatementPdf pdf = pdfs.open(new TenantId(report.tenantId()), new ClientId(report.clientId()),
				"Loss threshold report of " + report.snapshotDate())) {
			DocumentFormat format = pdf.format();
			pdf.title("Loss threshold report");
			pdf.field(depositAccountNumbers.size() == 1 ? "Deposit account" : "Deposit accounts",
					String.join(", ", depositAccountNumbers));
			pdf.field("Valuation date", format.date(report.snapshotDate()));
			pdf.field("Issued", format.dateTime(report.createdDate()));
			pdf.blankLine();
			pdf.field("Notice", "Your portfolio has lost value since the start of the reporting period.");
			pdf.field("", "A report is sent at a loss of 10 % and at each further 10 % within the period");
			pdf.field("", "(MiFID II, Delegated Regulation (EU) 2017/565, article 62).");
			InstrumentNames names = new InstrumentNames(catalogue);
			for (SnapshotRow portfolio : portfolios) {
				portfolio(pdf, portfolio, positions, names);
			}
			return pdf.bytes();
		}
	}

	private static void portfolio(StatementPdf pdf, SnapshotRow portfolio, List<ValuedPosition> positions,
			InstrumentNames names) {
		DocumentFormat format = pdf.format();
		String currency = portfolio.currencyCode();
		pdf.heading("Portfolio in " + currency);
		SnapshotRow.Period period = portfolio.period();
		SnapshotRow.Valuation valuation = portfolio.valuation();
		pdf.field("Period", format.date(period.periodStart()) + " to "
				+ format.date(period.periodStart().plusMonths(3).minusDays(1)));
		pdf.field("Start value", format.money(period.startValue(), currency) + " (valuation of "
				+ format.date(period.startDate()) + ")");
		pdf.field("Booked in less out", format.money(period.netInflow(), currency));
		pdf.field("Current value", format.money(valuation.value(), currency));
		pdf.field("Loss", format.percent(valuation.lossPercent()));
		pdf.field("Threshold", valuation.reported() ? valuation.reportedThreshold() + " % reached"
				: "none newly reached" + (valuation.reportedThreshold() > 0
						? " (" + valuation.reportedThreshold() + " % reported before in the period)" : ""));
		pdf.blankLine();
		pdf.tableHeading(POSITIONS);
		for (ValuedPosition position : positions) {
			if (position.currencyCode().equals(currency)) {
				pdf.row(POSITIONS, List.of(position.isinCode(),
						PdfText.cut(names.of(position.provider(), position.isinCode()), INSTRUMENT_CHARACTERS),
						format.quantity(position.quantity()), format.amount(position.price()),
						format.amount(position.value()), position.currencyCode()));
			}
		}
	}
}
