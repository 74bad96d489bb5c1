package dev.kontor.identity.throttling;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class SourceAddressesTest {

	@ParameterizedTest
	@CsvSource({ "203.0.113.7, 203.0.113.7", "2001:db8:1:2:aaaa:bbbb:cccc:dddd, 2001:db8:1:2:0:0:0:0/64",
			"2001:db8:1:2::1, 2001:db8:1:2:0:0:0:0/64", "0:0:0:0:0:0:0:1, 0:0:0:0:0:0:0:0/64",
			"::ffff:203.0.113.7, 203.0.113.7", "unknown, unknown" })
	void countsIpv4AddressesAsTheyAreAndIpv6AddressesByTheirSlash64(String remoteAddress, String counted) {
		assertThat(SourceAddresses.counted(remoteAddress)).isEqualTo(counted);
	}
}
