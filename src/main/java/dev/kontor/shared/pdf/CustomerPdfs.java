package dev.kontor.shared.pdf;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Opens a customer document (contract section 15): the tenant's letterhead and footer on every page, the client's
 * name and postal address on the first, dates and amounts in the tenant's locale.
 */
@Component
@RequiredArgsConstructor
public class CustomerPdfs {

	private final Letterheads letterheads;

	private final Recipients recipients;

	/** A document of the tenant to the client; {@code reference} names it in each page's footer. */
	public StatementPdf open(TenantId tenantId, ClientId clientId, String reference) {
		Recipient recipient = recipients.of(tenantId, clientId);
		StatementPdf pdf = new StatementPdf(letterheads.of(tenantId), reference);
		pdf.recipient(recipient);
		return pdf;
	}
}
