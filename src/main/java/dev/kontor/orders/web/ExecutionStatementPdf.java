package dev.kontor.orders.web;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Accounts;
import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.ExecutionStatement;
import dev.kontor.orders.OrderSide;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.InstrumentNames;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.pdf.CustomerPdfs;
import dev.kontor.shared.pdf.DocumentFormat;
import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * The statement of one execution as a customer document, written as the account statements are: the letterhead and
 * the client's address, a title, then a label and its value per line. The client order id is the integrator's own
 * text and shows as it was sent, any UUID in it shortened.
 */
@Component
@RequiredArgsConstructor
class ExecutionStatementPdf {

	private final CustomerPdfs pdfs;

	private final InstrumentCatalogue catalogue;

	private final Accounts accounts;

	byte[] render(TenantId tenantId, ExecutionStatement s) {
		ExecutionDetails execution = s.execution();
		ExecutionDetails.Figures figures = execution.figures();
		UUID cash = s.internalAccountId().value();
		UUID deposit = s.depositAccountId().value();
		Map<UUID, String> numbers = accounts.accountNumbers(tenantId, List.of(cash, deposit));
		String clientOrderId = PdfText.withoutIds(execution.clientOrderId());
		try (StatementPdf pdf = pdfs.open(tenantId, s.clientId(), "Execution statement of order " + clientOrderId)) {
			DocumentFormat format = pdf.format();
			String currency = execution.currencyCode();
			pdf.title("Execution statement");
			pdf.field("Client order id", clientOrderId);
			pdf.field("Instrument", new InstrumentNames(catalogue).of(s.provider(), s.isinCode()) + " ("
					+ s.isinCode() + ")");
			pdf.field("Order", PdfText.words(s.side().name()) + ", "
					+ PdfText.words(s.orderType().name()).toLowerCase() + " order");
			pdf.field("Trade provider", PdfText.words(s.provider().name()));
			pdf.field("Venue", execution.venue());
			pdf.field("Internal account", numbers.getOrDefault(cash, ""));
			pdf.field("Deposit account", numbers.getOrDefault(deposit, ""));
			pdf.blankLine();
			pdf.field("Quantity", format.quantity(figures.quantity()));
			pdf.field("Price", format.quantity(figures.price()) + " " + currency);
			pdf.field("Amount", format.money(figures.amount(), currency));
			pdf.field("Fee", format.money(figures.fee(), currency));
			pdf.field(s.side() == OrderSide.Buy ? "Total debited" : "Total credited", format.money(s.total(), currency));
			pdf.blankLine();
			pdf.field("Trade date", format.date(execution.dateTime()));
			pdf.field("Execution time", format.dateTime(execution.dateTime()));
			pdf.field("Value date", format.date(execution.valueDate()));
			return pdf.bytes();
		}
	}
}
