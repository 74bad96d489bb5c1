package dev.kontor.webhooks.endpoints;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** Names resolve through a table in the test: no real DNS lookup and no network request is ever made. */
class TargetGuardTest {

	private static final Map<String, List<InetAddress>> DNS = Map.of(
			"example.com", List.of(ipv4("example.com", 93, 184, 216, 34)),
			"v6.example.com", List.of(ipv6("v6.example.com", 0x2606, 0x2800, 0x220, 1, 0x248, 0x1893, 0x25c8, 0x1946)),
			"localhost", List.of(ipv4("localhost", 127, 0, 0, 1)),
			"intranet.example.com", List.of(ipv4("intranet.example.com", 192, 168, 10, 20)),
			"metadata.example.com", List.of(ipv4("metadata.example.com", 169, 254, 169, 254)),
			"half-private.example.com",
			List.of(ipv4("half-private.example.com", 93, 184, 216, 34), ipv4("half-private.example.com", 10, 0, 0, 7)),
			"mapped.example.com", List.of(ipv4MappedIpv6("mapped.example.com", 192, 168, 0, 1)));

	private final List<String> lookedUp = new ArrayList<>();

	private final TargetGuard guard = guard(true, false);

	@ParameterizedTest(name = "{0}")
	@MethodSource("refusedTargets")
	void refusesUrlsThatAreNotPublicHttpsTargets(String url, String reason) {
		assertThatThrownBy(() -> guard.check(URI.create(url))).isInstanceOf(TargetRefused.class)
			.hasMessageContaining(reason);
	}

	static Stream<Arguments> refusedTargets() {
		return Stream.of(arguments("http://example.com/hook", "must use https"),
				arguments("ftp://example.com/hook", "must use https"),
				arguments("mailto:ops@example.com", "must use https"),
				arguments("/relative/hook", "must be absolute"),
				arguments("https://user:password@example.com/hook", "user name or password"),
				arguments("https://user@example.com/hook", "user name or password"),
				arguments("https:///hook", "no valid host"),
				arguments("https://under_score.example.com/hook", "no valid host"),
				arguments("https://unknown.example.com/hook", "cannot be resolved"),
				arguments("https://127.0.0.1/hook", "loopback"),
				arguments("https://127.1.2.3/hook", "loopback"),
				arguments("https://localhost:8443/hook", "loopback"),
				arguments("https://[::1]/hook", "loopback"),
				arguments("https://0.0.0.0/hook", "unspecified"),
				arguments("https://[::]/hook", "unspecified"),
				arguments("https://10.1.2.3/hook", "private"),
				arguments("https://172.16.0.1/hook", "private"),
				arguments("https://172.31.255.255/hook", "private"),
				arguments("https://192.168.1.1/hook", "private"),
				arguments("https://intranet.example.com/hook", "private"),
				arguments("https://169.254.169.254/latest/meta-data/", "link-local"),
				arguments("https://metadata.example.com/latest/meta-data/", "link-local"),
				arguments("https://[fe80::1]/hook", "link-local"),
				arguments("https://100.64.0.1/hook", "carrier-grade NAT"),
				arguments("https://100.127.255.255/hook", "carrier-grade NAT"),
				arguments("https://[fc00::1]/hook", "unique-local"),
				arguments("https://[fd12:3456:789a::1]/hook", "unique-local"),
				arguments("https://224.0.0.1/hook", "multicast"),
				arguments("https://[ff02::1]/hook", "multicast"),
				arguments("https://[::ffff:127.0.0.1]/hook", "loopback"),
				arguments("https://[::ffff:10.0.0.1]/hook", "private"),
				arguments("https://mapped.example.com/hook", "an IPv4-mapped form of a private address"),
				arguments("https://half-private.example.com/hook", "10.0.0.7, a private address"),
				arguments("https://256.1.1.1/hook", "no valid host"),
				arguments("https://010.0.0.1/hook", "not a valid IPv4 address"));
	}

	@ParameterizedTest
	@MethodSource("publicTargets")
	void acceptsPublicHttpsTargets(String url) {
		assertThatCode(() -> guard.check(URI.create(url))).doesNotThrowAnyException();
	}

	static Stream<String> publicTargets() {
		return Stream.of("https://example.com/hook", "HTTPS://example.com:8443/hook?tenant=1",
				"https://v6.example.com/hook", "https://93.184.216.34/hook", "https://172.32.0.1/hook",
				"https://172.15.255.255/hook", "https://100.128.0.1/hook", "https://192.169.0.1/hook",
				"https://[2606:2800:220:1:248:1893:25c8:1946]/hook");
	}

	@ParameterizedTest
	@MethodSource("privateTargets")
	void allowPrivateTargetsLetsPrivateAddressesThrough(String url) {
		assertThatCode(() -> guard(true, true).check(URI.create(url))).doesNotThrowAnyException();
	}

	static Stream<String> privateTargets() {
		return Stream.of("https://localhost:8443/hook", "https://127.0.0.1/hook", "https://[::1]/hook",
				"https://10.1.2.3/hook", "https://192.168.1.1/hook", "https://169.254.169.254/hook",
				"https://100.64.0.1/hook", "https://[fc00::1]/hook", "https://half-private.example.com/hook",
				"https://mapped.example.com/hook");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("refusedEvenWithPrivateTargetsAllowed")
	void allowPrivateTargetsStillRefusesMalformedUrls(String url, String reason) {
		assertThatThrownBy(() -> guard(true, true).check(URI.create(url))).isInstanceOf(TargetRefused.class)
			.hasMessageContaining(reason);
	}

	static Stream<Arguments> refusedEvenWithPrivateTargetsAllowed() {
		return Stream.of(arguments("http://localhost/hook", "must use https"),
				arguments("https://user:password@localhost/hook", "user name or password"),
				arguments("https://unknown.example.com/hook", "cannot be resolved"));
	}

	@Test
	void acceptsPlainHttpWhereHttpsIsNotRequired() {
		assertThatCode(() -> guard(false, false).check(URI.create("http://example.com/hook")))
			.doesNotThrowAnyException();
	}

	@Test
	void refusesOtherSchemesWhereHttpsIsNotRequired() {
		assertThatThrownBy(() -> guard(false, false).check(URI.create("ftp://example.com/hook")))
			.isInstanceOf(TargetRefused.class)
			.hasMessage("The URL must use http or https");
	}

	@Test
	void refusesPrivateAddressesOverPlainHttpToo() {
		assertThatThrownBy(() -> guard(false, false).check(URI.create("http://localhost:8080/hook")))
			.isInstanceOf(TargetRefused.class)
			.hasMessage("The host localhost resolves to 127.0.0.1, a loopback address");
	}

	@Test
	void readsIpLiteralsWithoutAskingTheResolver() {
		guard.check(URI.create("https://93.184.216.34/hook"));
		guard.check(URI.create("https://[2606:2800:220:1:248:1893:25c8:1946]/hook"));
		assertThatThrownBy(() -> guard.check(URI.create("https://10.1.2.3/hook"))).isInstanceOf(TargetRefused.class);

		assertThat(lookedUp).isEmpty();
	}

	@Test
	void resolvesTheHostOnEveryCheckSoThatAChangedDnsAnswerCounts() {
		guard.check(URI.create("https://example.com/hook"));
		guard.check(URI.create("https://example.com/other-hook"));

		assertThat(lookedUp).containsExactly("example.com", "example.com");
	}

	@Test
	void refusalCarriesNoStackTrace() {
		assertThatThrownBy(() -> guard.check(URI.create("https://127.0.0.1/hook")))
			.satisfies(refusal -> assertThat(refusal.getStackTrace()).isEmpty());
	}

	private TargetGuard guard(boolean httpsOnly, boolean allowPrivateTargets) {
		return new TargetGuard(httpsOnly, allowPrivateTargets, host -> {
			lookedUp.add(host);
			return DNS.getOrDefault(host, List.of());
		});
	}

	/** Built from the bytes with the name given, which Java never looks up. */
	private static InetAddress ipv4(String name, int... octets) {
		byte[] bytes = new byte[4];
		for (int i = 0; i < 4; i++) {
			bytes[i] = (byte) octets[i];
		}
		return byAddress(name, bytes);
	}

	private static InetAddress ipv6(String name, int... groups) {
		byte[] bytes = new byte[16];
		for (int i = 0; i < 8; i++) {
			bytes[2 * i] = (byte) (groups[i] >> 8);
			bytes[2 * i + 1] = (byte) groups[i];
		}
		return byAddress(name, bytes);
	}

	/** Kept as IPv6, as some resolvers answer, where {@link InetAddress#getByAddress} would turn it into IPv4. */
	private static InetAddress ipv4MappedIpv6(String name, int... octets) {
		byte[] bytes = new byte[16];
		bytes[10] = (byte) 0xff;
		bytes[11] = (byte) 0xff;
		for (int i = 0; i < 4; i++) {
			bytes[12 + i] = (byte) octets[i];
		}
		try {
			return Inet6Address.getByAddress(name, bytes, -1);
		}
		catch (UnknownHostException ex) {
			throw new IllegalArgumentException(ex);
		}
	}

	private static InetAddress byAddress(String name, byte[] bytes) {
		try {
			return InetAddress.getByAddress(name, bytes);
		}
		catch (UnknownHostException ex) {
			throw new IllegalArgumentException(ex);
		}
	}
}
