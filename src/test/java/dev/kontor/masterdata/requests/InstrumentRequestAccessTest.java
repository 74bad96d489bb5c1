package dev.kontor.masterdata.requests;

import java.util.Base64;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Http;

import static dev.kontor.masterdata.requests.RequestTenant.OWN_TENANT;
import static dev.kontor.masterdata.requests.RequestTenant.assertError;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who may call the instrument request API: another tenant sees none of the tenant's requests and may not use its
 * path (403), the operator acts for the tenant its path names, and each operation needs its scope and a token.
 */
class InstrumentRequestAccessTest extends RequestHttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Test
	void anotherTenantsRequestsAreInvisibleAndItsPathForbidden() {
		String isin = knownIsin();
		tenant.create("ISIN", isin, "Institution", "Add");
		RequestTenant other = new RequestTenant(http, platform);

		assertError(http.get(tenant.base + "?pageNumber=1", other.reader), 403, "FORBIDDEN");
		assertError(http.postJson(tenant.base, other.writer, RequestTenant.body("ISIN", isin, "Instrument", "Add")),
				403, "FORBIDDEN");
		assertError(http.putJson(tenant.base + "/ISIN/" + isin, other.writer,
				Map.of("financialObjectType", "Instrument", "operationType", "Add")), 403, "FORBIDDEN");
		assertError(other.delete(tenant.base + "/ISIN/" + isin, other.writer), 403, "FORBIDDEN");
		assertThat(http.get(OWN_TENANT + "?pageNumber=1", other.reader).json().get("totalRecordCount").asLong())
			.isZero();
		assertError(http.putJson(OWN_TENANT + "/ISIN/" + isin, other.writer,
				Map.of("financialObjectType", "Instrument", "operationType", "Add")), 404, "NOT_FOUND");
		assertError(other.delete(OWN_TENANT + "/ISIN/" + isin, other.writer), 404, "NOT_FOUND");
		assertThat(other.create("ISIN", isin, "Instrument", "Add").get("isAccepted").asBoolean())
			.as("the identifier is free in the other tenant").isTrue();
		assertThat(tenant.find("ISIN", isin).get("financialObjectType").asString()).isEqualTo("Institution");
	}

	@Test
	void theOperatorActsForTheTenantItsPathNames() {
		String admin = platform.adminToken();
		UUID operatorTenant = UUID.fromString(
				JSON.readTree(Base64.getUrlDecoder().decode(admin.split("\\.")[1])).get("tenant_id").asString());
		String scopes = "platform.admin masterdata.read masterdata.write";
		String operator = platform.clientCredentialsToken(platform.newServerClient(operatorTenant, scopes.split(" ")),
				scopes);
		String isin = knownIsin();

		Http.Response created = http.postJson(tenant.base, operator, RequestTenant.body("ISIN", isin, "Instrument",
				"Add"));

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		assertThat(tenant.actualIds("")).containsExactly(isin);
		assertThat(http.get(tenant.base + "?pageNumber=1", operator).json().get("totalRecordCount").asLong())
			.isEqualTo(1);
		assertThat(http.get(OWN_TENANT + "?pageNumber=1&recordsPerPage=1000", operator).json().get("data")
			.valueStream()
			.map(request -> request.get("actualId").asString())).as("the operator's own tenant").doesNotContain(isin);
	}

	@Test
	void readingNeedsMasterdataReadWritingMasterdataWriteAndEveryCallAToken() {
		String isin = knownIsin();
		Map<String, Object> body = RequestTenant.body("ISIN", isin, "Instrument", "Add");
		String writeOnly = platform.clientCredentialsToken(
				platform.newServerClient(tenant.tenantId, "masterdata.write"), "masterdata.write");

		assertError(http.postJson(tenant.base, tenant.reader, body), 403, "FORBIDDEN");
		assertError(tenant.delete(tenant.base + "/ISIN/" + isin, tenant.reader), 403, "FORBIDDEN");
		assertError(http.get(tenant.base + "?pageNumber=1", writeOnly), 403, "FORBIDDEN");
		Http.Response anonymous = http.get(OWN_TENANT + "?pageNumber=1");
		assertError(anonymous, 401, "UNAUTHORIZED");
		assertThat(anonymous.header("WWW-Authenticate")).startsWith("Bearer");
		assertError(http.postJson(tenant.base, "not-a-token", body), 401, "UNAUTHORIZED");
		assertError(http.get("/api/masterdata/v2/tenants/not-a-uuid/instrument-requests?pageNumber=1", tenant.reader),
				400, "BAD_REQUEST", "tenantId");
		assertThat(http.postJson(tenant.base, writeOnly, body).status()).isEqualTo(200);
	}
}
