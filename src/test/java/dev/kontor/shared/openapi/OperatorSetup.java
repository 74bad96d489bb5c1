package dev.kontor.shared.openapi;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import dev.kontor.client.ApiClient;
import dev.kontor.client.ApiException;
import dev.kontor.client.api.OperatorOAuthClientsApi;
import dev.kontor.client.api.OperatorTenantsApi;
import dev.kontor.client.api.PriceFeedOperatorApi;
import dev.kontor.client.api.PriceFeedQuoteIngestionApi;
import dev.kontor.client.model.CreateTenant;
import dev.kontor.client.model.InstrumentDefinition;
import dev.kontor.client.model.OAuthClientView;
import dev.kontor.client.model.QuoteInput;
import dev.kontor.client.model.RegisterOAuthClient;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What only the platform's operator does before an integrator's flow, through the generated Java client with the
 * operator's token: a tenant with the integrator's OAuth client, and a tradeable euro stock of ProviderA with a
 * quote.
 */
final class OperatorSetup {

	/** The scopes an integrator needs to open a client record with its accounts, trade and follow the events. */
	static final Set<String> TRADING_SCOPES = Set.of("clients.read", "clients.write", "accounts.read",
			"accounts.write", "orders.read", "orders.write", "events.read");

	/** An integrator's OAuth client, registered for a new tenant. */
	record Integrator(UUID tenantId, String clientId, String clientSecret) {
	}

	private final ApiClient operator;

	OperatorSetup(ApiClient operator) {
		this.operator = operator;
	}

	Integrator integrator(String applicationName, Set<String> scopes) throws ApiException {
		UUID tenantId = new OperatorTenantsApi(operator)
			.createTenantAdmin(new CreateTenant().name(Platform.unique("generated-client")))
			.getId();
		OAuthClientView registered = new OperatorOAuthClientsApi(operator)
			.registerOAuthClientAdmin(new RegisterOAuthClient().tenantId(tenantId)
				.applicationName(applicationName)
				.applicationType("server")
				.grantTypes(Set.of("client_credentials"))
				.scopes(scopes));
		assertThat(registered.getClientSecret()).isNotBlank();
		return new Integrator(tenantId, registered.getClientId(), registered.getClientSecret());
	}

	/** A new tradeable stock quoted at the bid and ask; its ISIN. */
	String quotedStock(String bid, String ask) throws ApiException {
		String isin = TestIsins.random();
		new PriceFeedOperatorApi(operator).upsertInstrumentsPriceFeedAdmin(List.of(new InstrumentDefinition()
			.isinCode(isin)
			.provider(InstrumentDefinition.ProviderEnum.PROVIDER_A)
			.name("Generated client stock " + isin)
			.currency("EUR")
			.mic("XETR")
			.type(InstrumentDefinition.TypeEnum.STOCKS)
			.existsAtMasterData(true)
			.settlementDays(2)
			.settlementFor(InstrumentDefinition.SettlementForEnum.ON_VALUE_DATE)
			.settlementDaysType(InstrumentDefinition.SettlementDaysTypeEnum.WORKING_DAYS)
			.tradeable(true)));
		new PriceFeedQuoteIngestionApi(operator).arrayQuoteIngest(List.of(new QuoteInput().isinCode(isin)
			.provider(QuoteInput.ProviderEnum.PROVIDER_A)
			.dateTime(OffsetDateTime.now())
			.status("Open")
			.bid(new BigDecimal(bid))
			.ask(new BigDecimal(ask))
			.bidVolume(new BigDecimal("500"))
			.askVolume(new BigDecimal("700"))));
		return isin;
	}
}
