package dev.kontor.orders.venue;

import org.junit.jupiter.api.BeforeEach;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.HttpTest;

/**
 * A test against a market of its own ({@link VenueMarket}): a tenant, an instrument on a market open around the
 * clock and a client record whose internal account holds 10,000, new for each test.
 */
abstract class FundedMarketTest extends HttpTest {

	@Autowired
	Accounts accounts;

	VenueMarket market;

	@BeforeEach
	void market() {
		market = new VenueMarket(http, platform, accounts);
		market.fund("10000");
	}
}
