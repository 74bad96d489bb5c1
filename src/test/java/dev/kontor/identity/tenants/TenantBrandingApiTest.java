package dev.kontor.identity.tenants;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.CustomerPdfs;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.PdfText;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The operator's branding of a tenant's customer documents over HTTP: set and read back, refused with a 400 naming
 * the property for each limit crossed, 404 for an unknown tenant, and carried by the tenant's statements.
 */
class TenantBrandingApiTest extends HttpTest {

	private static final String SCOPES = "clients.read clients.write accounts.read accounts.write";

	private static final String LOGO = "0x" + HexFormat.of().formatHex(png(120, 40));

	@Autowired
	Accounts accounts;

	private String admin;

	private UUID tenantId;

	@BeforeEach
	void tenant() {
		admin = platform.adminToken();
		tenantId = platform.newTenant();
	}

	@Test
	void setsAndReadsTheBranding() {
		assertThat(http.get(path(tenantId), admin).status()).as("none set yet").isEqualTo(404);

		Http.Response set = http.putJson(path(tenantId), admin, branding());

		assertThat(set.status()).as(set.toString()).isEqualTo(200);
		assertThat(set.json().get("legalName").asString()).isEqualTo("Musterbank AG");
		assertThat(set.json().get("logo").asString()).isEqualTo(LOGO);
		assertThat(set.json().get("locale").asString()).isEqualTo("de-DE");
		Http.Response read = http.get(path(tenantId), admin);
		assertThat(read.status()).isEqualTo(200);
		assertThat(read.json()).isEqualTo(set.json());

		Map<String, Object> changed = branding();
		changed.put("legalName", "Musterbank Europe AG");
		changed.remove("logo");
		assertThat(http.putJson(path(tenantId), admin, changed).json().get("legalName").asString())
			.isEqualTo("Musterbank Europe AG");
		assertThat(http.get(path(tenantId), admin).json().get("logo").isNull()).isTrue();
	}

	@Test
	void answersNotFoundForAnUnknownTenantAndForbiddenWithoutThePlatformScope() {
		UUID unknown = UUID.randomUUID();
		assertThat(http.putJson(path(unknown), admin, branding()).status()).isEqualTo(404);
		assertThat(http.get(path(unknown), admin).status()).isEqualTo(404);

		String tenantToken = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"),
				"clients.read");
		assertThat(http.putJson(path(tenantId), tenantToken, branding()).status()).isEqualTo(403);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("limitsCrossed")
	void refusesABrandingThatCrossesALimit(String property, Object value) {
		Map<String, Object> body = branding();
		body.put(property, value);

		Http.Response refused = http.putJson(path(tenantId), admin, body);

		assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
		assertThat(refused.json().get("errors").propertyNames()).as(refused.toString())
			.anyMatch(name -> name.startsWith(property));
	}

	static Stream<Arguments> limitsCrossed() {
		String tooLarge = "0x89504e470d0a1a0a" + "00".repeat(TenantBranding.MAX_LOGO_BYTES);
		return Stream.of(Arguments.of("logo", "0xZZ"), Arguments.of("logo", "89504e47"),
				Arguments.of("logo", "0x" + HexFormat.of().formatHex("GIF89a not a png".getBytes())),
				Arguments.of("logo", "0x89504e470d0a1a0a0000000d49484452"), Arguments.of("logo", tooLarge),
				Arguments.of("logo", "0x" + HexFormat.of().formatHex(png(2001, 1))),
				Arguments.of("primaryColor", "green"), Arguments.of("primaryColor", "#12345"),
				Arguments.of("locale", "xx-YY"), Arguments.of("locale", "de"), Arguments.of("locale", "not a tag"),
				Arguments.of("legalName", " "), Arguments.of("legalName", "x".repeat(201)),
				Arguments.of("addressLines", List.of("1", "2", "3", "4", "5")),
				Arguments.of("addressLines", List.of("one\nline")), Arguments.of("footerText", "x".repeat(501)));
	}

	@Test
	void aBrandedTenantsStatementCarriesItsLetterheadFooterAndLocale() {
		assertThat(http.putJson(path(tenantId), admin, branding()).status()).isEqualTo(200);
		String token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")),
				SCOPES);
		Http.Response client = http.postJson("/api/v3/clients", token,
				Map.of("clientKey", Platform.unique("branded"), "clientType", "Retail", "title", "Dr.", "name",
						"Erika", "surname", "Mustermann", "address", Map.of("street", "Heidestraße", "streetNumber",
								"17", "postalCode", "51147", "city", "Köln", "country", "DEU")));
		assertThat(client.status()).as(client.toString()).isEqualTo(201);
		String clientId = client.json().get("id").asString();
		Http.Response account = http.postJson("/api/v3/internal-accounts", token,
				Map.of("clientId", clientId, "currencyCode", "EUR"));
		String accountId = account.json().get("id").asString();
		String accountNumber = account.json().get("accountNumber").asString();
		assertThat(http.putJson("/api/v3/internal-accounts/" + accountId + "/status", token,
				Map.of("status", "Active")).status()).isEqualTo(200);
		accounts.bookCash(new TenantId(tenantId), new CashBooking(new InternalAccountId(UUID.fromString(accountId)),
				new BigDecimal("1234.5"), "EUR", CashTransactionType.Deposit, "Einzahlung", LocalDate.of(2026, 11, 27),
				null, false));
		YearMonth month = YearMonth.now(ZoneOffset.UTC);
		assertThat(http.postJson("/admin/v1/account-statements", admin, Map.of("year", month.getYear(), "month",
				month.getMonthValue(), "tenantId", tenantId)).status()).isEqualTo(200);

		byte[] pdf = http.getBytes("/api/v3/internal-accounts/" + accountId + "/statements/" + month.getYear() + "/1",
				token, "application/pdf").body();

		CustomerPdfs.assertCustomerDocument(pdf, "Musterbank AG", "Neue Mainzer Straße 1", "Dr. Erika Mustermann",
				"Deutschland", accountNumber, "Registration number HRB 12345", "Vorstand: Erika Beispiel");
		assertThat(PdfText.lines(pdf)).contains("Closing balance 1.234,50 EUR")
			.anyMatch(line -> line.endsWith("27.11.2026 Deposit Einzahlung 1.234,50"));
		CustomerPdfs.keep("branded-account-statement", pdf);
	}

	private static String path(UUID tenantId) {
		return "/admin/v1/tenants/" + tenantId + "/branding";
	}

	private static Map<String, Object> branding() {
		Map<String, Object> body = new HashMap<>();
		body.put("legalName", "Musterbank AG");
		body.put("addressLines", List.of("Neue Mainzer Straße 1", "60311 Frankfurt am Main"));
		body.put("registrationNumber", "HRB 12345");
		body.put("supervisoryAuthority", "BaFin");
		body.put("logo", LOGO);
		body.put("primaryColor", "#0A5C36");
		body.put("footerText", "Vorstand: Erika Beispiel · Sitz Frankfurt am Main");
		body.put("locale", "de-DE");
		return body;
	}

	private static byte[] png(int width, int height) {
		try (ByteArrayOutputStream out = new ByteArrayOutputStream()) {
			BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
			Graphics2D graphics = image.createGraphics();
			graphics.setColor(new Color(0x0A, 0x5C, 0x36));
			graphics.fillRoundRect(0, 0, width, height, height / 2, height / 2);
			graphics.dispose();
			ImageIO.write(image, "png", out);
			return out.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}
}
