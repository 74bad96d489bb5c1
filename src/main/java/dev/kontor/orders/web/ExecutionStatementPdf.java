package dev.kontor.orders.web;

import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.ExecutionStatement;
import dev.kontor.orders.OrderSide;
import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * The statement of one execution as an A4 PDF, written as the account statements are: a title, then a label and its
 * value per line. The standard font shows WinAnsi only, so any other character of a text the integrator chose (the
 * clientOrderId is limited to ASCII already) would show as '?'.
 */
final class ExecutionStatementPdf {

	private ExecutionStatementPdf() {
	}

	static byte[] render(ExecutionStatement s) {
		ExecutionDetails execution = s.execution();
		ExecutionDetails.Figures figures = execution.figures();
		try (StatementPdf pdf = new StatementPdf("Execution statement " + execution.executionId() + " for client "
				+ s.clientId())) {
			String currency = " " + execution.currencyCode();
			pdf.title("Execution statement");
			pdf.field("Client", s.clientId().toString());
			pdf.field("Client order id", execution.clientOrderId());
			pdf.field("Order", s.orderId().toString());
			pdf.field("Instrument", s.isinCode() + " (" + s.provider() + ")");
			pdf.field("Order", s.side() + " " + s.orderType());
			pdf.field("Execution", execution.executionId().toString());
			pdf.field("Venue", execution.venue());
			pdf.field("Quantity", PdfText.quantity(figures.quantity()));
			pdf.field("Price", PdfText.quantity(figures.price()) + currency);
			pdf.field("Amount", PdfText.amount(figures.amount()) + currency);
			pdf.field("Fee", PdfText.amount(figures.fee()) + currency);
			pdf.field(s.side() == OrderSide.Buy ? "Total debited" : "Total credited",
					PdfText.amount(s.total()) + currency);
			pdf.field("Trade date", PdfText.date(execution.dateTime()));
			pdf.field("Execution time", execution.dateTime().toString());
			pdf.field("Value date", execution.valueDate().toString());
			return pdf.bytes();
		}
	}
}
