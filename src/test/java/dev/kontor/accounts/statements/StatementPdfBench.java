package dev.kontor.accounts.statements;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * How long an account statement of 1,000 bookings takes to render as PDF/A-2b with a branded letterhead (logo,
 * address, footer, de-DE): the ledger's reads and the document, in process, the median and slowest of
 * {@code kontor.bench.pdf.renders} renders after a warm-up. Run by {@code bench/pdf/run.sh}; prints, asserts no time.
 */
class StatementPdfBench extends HttpTest {

	private static final int BOOKINGS = 1_000;

	private static final int WARMUP = Integer.getInteger("kontor.bench.pdf.warmup", 10);

	private static final int RENDERS = Integer.getInteger("kontor.bench.pdf.renders", 30);

	@Autowired
	Accounts accounts;

	@Autowired
	StatementReading reading;

	@Test
	void renderStatementsOfAThousandBookings() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.pdf"), "the PDF benchmark runs from bench/pdf/run.sh");
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		assertThat(http.putJson("/admin/v1/tenants/" + tenantId + "/branding", admin, branding()).status())
			.isEqualTo(200);
		String scopes = "clients.read clients.write accounts.read accounts.write";
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, scopes.split(" ")), scopes);
		String clientId = http.postJson("/api/v3/clients", token,
				Map.of("clientKey", Platform.unique("bench"), "clientType", "Retail", "name", "Erika", "surname",
						"Mustermann", "address", Map.of("street", "Heidestraße", "streetNumber", "17", "postalCode",
								"51147", "city", "Köln", "country", "DEU")))
			.json()
			.get("id")
			.asString();
		UUID account = UUID.fromString(http.postJson("/api/v3/internal-accounts", token,
				Map.of("clientId", clientId, "currencyCode", "EUR")).json().get("id").asString());
		http.putJson("/api/v3/internal-accounts/" + account + "/status", token, Map.of("status", "Active"));
		for (int i = 1; i <= BOOKINGS; i++) {
			accounts.bookCash(new TenantId(tenantId), new CashBooking(new InternalAccountId(account),
					new BigDecimal("1.01"), "EUR", CashTransactionType.Deposit, "Einzahlung " + i, LocalDate.now(),
					null, false));
		}
		YearMonth month = YearMonth.now(ZoneOffset.UTC);
		assertThat(http.postJson("/admin/v1/account-statements", admin, Map.of("year", month.getYear(), "month",
				month.getMonthValue(), "tenantId", tenantId)).status()).isEqualTo(200);

		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long[] nanos = new long[RENDERS];
		long[] cpuNanos = new long[RENDERS];
		byte[] pdf = null;
		for (int i = -WARMUP; i < RENDERS; i++) {
			long before = System.nanoTime();
			long cpuBefore = threads.getCurrentThreadCpuTime();
			pdf = reading.pdf(tenantId, StatementKind.Internal, account, month.getYear(), 1);
			if (i >= 0) {
				nanos[i] = System.nanoTime() - before;
				cpuNanos[i] = threads.getCurrentThreadCpuTime() - cpuBefore;
			}
		}
		Arrays.sort(nanos);
		Arrays.sort(cpuNanos);
		assertThat(CustomerPdfs.pdfA2bViolations(pdf)).isEmpty();
		// the thread's CPU time as well: on a machine shared with other work the wall time mostly measures waiting
		System.out.printf("statement PDF/A-2b of %d bookings, %d pages of %d KB: median %.1f ms, p90 %.1f ms, "
				+ "max %.1f ms over %d renders (%d warm-up); CPU time median %.1f ms; load average %s%n", BOOKINGS,
				pages(pdf), pdf.length / 1024, nanos[RENDERS / 2] / 1e6, nanos[RENDERS * 9 / 10] / 1e6,
				nanos[RENDERS - 1] / 1e6, RENDERS, WARMUP, cpuNanos[RENDERS / 2] / 1e6,
				ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
	}

	private static int pages(byte[] pdf) throws Exception {
		try (var document = org.apache.pdfbox.Loader.loadPDF(pdf)) {
			return document.getNumberOfPages();
		}
	}

	private static Map<String, Object> branding() throws Exception {
		BufferedImage logo = new BufferedImage(480, 120, BufferedImage.TYPE_INT_ARGB);
		Graphics2D graphics = logo.createGraphics();
		graphics.setColor(new Color(0x0A, 0x5C, 0x36));
		graphics.fillRoundRect(0, 0, 480, 120, 60, 60);
		graphics.dispose();
		ByteArrayOutputStream png = new ByteArrayOutputStream();
		ImageIO.write(logo, "png", png);
		Map<String, Object> body = new HashMap<>();
		body.put("legalName", "Musterbank AG");
		body.put("addressLines", List.of("Neue Mainzer Straße 1", "60311 Frankfurt am Main"));
		body.put("registrationNumber", "HRB 12345");
		body.put("supervisoryAuthority", "Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)");
		body.put("logo", "0x" + HexFormat.of().formatHex(png.toByteArray()));
		body.put("primaryColor", "#0A5C36");
		body.put("footerText", "Musterbank AG · Vorstand: Erika Beispiel (Vorsitz) · Sitz Frankfurt am Main");
		body.put("locale", "de-DE");
		return body;
	}
}
