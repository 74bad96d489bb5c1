package dev.kontor.pricefeed.web;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.security.oauth2.jwt.Jwt;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.quotes.PriceWriter;
import dev.kontor.shared.security.NotPermitted;
import dev.kontor.shared.security.Scopes;
import dev.kontor.shared.security.TokenClaims;

/**
 * Tells from the access token whether its holder writes prices: the operator ({@code pricefeed.admin},
 * {@code platform.admin}) writes every provider's; a price connector, whose token the identity module gives the
 * {@code price_providers} claim (only a client of tenant operator with {@code pricefeed.write} gets it), writes
 * those providers'. A tenant's own {@code pricefeed.write} changes its order support only: its quote writes answer
 * 403 and are logged, as a tenant that sets the price every tenant's orders fill at is an attack.
 */
final class PriceWriters {

	private static final Logger log = LoggerFactory.getLogger(PriceWriters.class);

	private PriceWriters() {
	}

	static PriceWriter of(Jwt token) {
		String clientId = token.getClaimAsString(TokenClaims.CLIENT_ID);
		Set<String> scopes = TokenClaims.scopesOf(token);
		if (scopes.contains(Scopes.PRICEFEED_ADMIN) || scopes.contains(Scopes.PLATFORM_ADMIN)) {
			return PriceWriter.ofEvery(clientId);
		}
		List<String> providers = token.getClaimAsStringList(TokenClaims.PRICE_PROVIDERS);
		if (providers == null || !scopes.contains(Scopes.PRICEFEED_WRITE)) {
			log.warn("Quote write refused: client {} of tenant {} is no price connector", clientId,
					token.getClaimAsString(TokenClaims.TENANT_ID));
			throw new NotPermitted("Prices are shared by every tenant: only the operator and the price connectors it "
					+ "registers write quotes; a tenant's pricefeed.write changes its own order support");
		}
		if (providers.contains(TokenClaims.EVERY_PROVIDER)) {
			return PriceWriter.ofEvery(clientId);
		}
		Set<TradeProvider> named = EnumSet.noneOf(TradeProvider.class);
		for (TradeProvider provider : TradeProvider.values()) {
			if (providers.contains(provider.name())) {
				named.add(provider);
			}
		}
		return new PriceWriter(clientId, named);
	}
}
