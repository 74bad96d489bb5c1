package dev.kontor.orders.web;

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
		try (StatementPdf pdf = new StatementPdf("Execution statement " + s.executionId() + " for client "
				+ s.clientId())) {
			String currency = " " + s.currencyCode();
			pdf.title("Execution statement");
			pdf.field("Client", s.clientId().toString());
			pdf.field("Client order id", s.clientOrderId());
			pdf.field("Order", s.orderId().toString());
			pdf.field("Instrument", s.isinCode() + " (" + s.provider() + ")");
			pdf.field("Order", s.side() + " " + s.orderType());
			pdf.field("Execution", s.executionId().toString());
			pdf.field("Venue", s.venue());
			pdf.field("Quantity", PdfText.quantity(s.quantity()));
			pdf.field("Price", PdfText.quantity(s.price()) + currency);
			pdf.field("Amount", PdfText.amount(s.amount()) + currency);
			pdf.field("Fee", PdfText.amount(s.fee()) + currency);
			pdf.field(s.side() == OrderSide.Buy ? "Total debited" : "Total credited",
					PdfText.amount(s.total()) + currency);
			pdf.field("Trade date", PdfText.date(s.dateTime()));
			pdf.field("Execution time", s.dateTime().toString());
			pdf.field("Value date", s.valueDate().toString());
			return pdf.bytes();
		}
	}
}
