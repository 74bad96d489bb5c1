package dev.kontor.aml.screening;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.TenantAmlSettings;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDocuments;
import dev.kontor.clients.NewClientDocument;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;
import dev.kontor.shared.pdf.PdfText;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * Files the hits of a screening as an {@code AMLHitReport} document of the client record (a PDF listing them), when
 * the tenant's AML settings say {@code saveAMLMonitoringResultsUnderClientDocs}. Called in the transaction that
 * records the hits, so that the report and the monitoring records are kept or lost together.
 */
@Component
@RequiredArgsConstructor
class AmlHitReports {

	private static final List<StatementPdf.Column> COLUMNS = List.of(new StatementPdf.Column("Score", 40, false),
			new StatementPdf.Column("Matched name", 75, false), new StatementPdf.Column("Entry", 270, false),
			new StatementPdf.Column("Families", 380, false), new StatementPdf.Column("Lists", 480, false));

	private final TenantAmlSettings settings;

	private final ClientDocuments documents;

	/** Files the report if the screening found hits and the tenant wants them kept; answers whether it did. */
	boolean fileIfWanted(Client client, String providerName, ScreeningResult result, Actor actor, Instant screenedAt) {
		if (result.hits().isEmpty() || !wanted(client.tenantId())) {
			return false;
		}
		LocalDate day = LocalDate.ofInstant(screenedAt, ZoneOffset.UTC);
		DocumentDescription description = new DocumentDescription("AML screening hits " + day,
				result.hits().size() + " hit(s) by " + PdfText.cut(providerName, 64),
				"aml-hit-report-" + day + ".pdf", null, null);
		documents.store(new TenantId(client.tenantId()), new ClientId(client.id()),
				new NewClientDocument(DocumentContentType.Application_Pdf, DocumentType.AMLHitReport,
						pdf(client, providerName, result, screenedAt), description, actor.id()));
		return true;
	}

	private boolean wanted(UUID tenantId) {
		return settings.find(tenantId)
			.map(AmlSettings::policy)
			.map(policy -> policy.saveAMLMonitoringResultsUnderClientDocs())
			.orElse(false);
	}

	static byte[] pdf(Client client, String providerName, ScreeningResult result, Instant screenedAt) {
		try (StatementPdf pdf = new StatementPdf("AML hit report for client " + client.id())) {
			pdf.title("AML screening hits");
			pdf.field("Client", client.id().toString());
			pdf.field("Name", CustomerScreening.subject(client.details()).fullName());
			pdf.field("Screened", PdfText.date(screenedAt));
			pdf.field("Provider", providerName);
			pdf.field("Hits", String.valueOf(result.hits().size()));
			pdf.heading("Hits, best first");
			pdf.tableHeading(COLUMNS);
			for (ScreeningHit hit : result.hits()) {
				pdf.row(COLUMNS, List.of(String.format(Locale.ROOT, "%.2f", hit.score()),
						PdfText.cut(hit.matchedName(), 36), PdfText.cut(hit.entryId(), 20),
						PdfText.cut(String.join(", ", hit.families().stream().map(Enum::name).sorted().toList()), 18),
						PdfText.cut(String.join(", ", hit.datasets()), 14)));
			}
			return pdf.bytes();
		}
	}
}
