package dev.kontor.webhooks.endpoints;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Keeps webhook deliveries from being turned against the platform's own network (server-side request forgery): a
 * URL is refused unless it is absolute {@code https} (or {@code http} where allowed), carries no user information,
 * and every address its host resolves to is public. Loopback, unspecified, link-local (which includes the cloud
 * metadata service at 169.254.169.254), private (10/8, 172.16/12, 192.168/16), unique-local IPv6 (fc00::/7),
 * carrier-grade NAT (100.64/10), "this network" (0/8) and multicast addresses, and the IPv4-mapped IPv6 forms of all
 * of them, are refused unless private targets are allowed (development and tests only).
 * <p>
 * The check is applied twice: when an endpoint is registered or changed, to answer the integrator at once, and again
 * right before every delivery attempt, because what a name resolves to can change after registration (DNS
 * rebinding). A narrow window remains between this check and the HTTP client's own lookup; the client follows no
 * redirects, so a receiver cannot send an attempt elsewhere.
 */
public final class TargetGuard {

	private static final Pattern DOTTED_QUAD = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

	private final boolean httpsOnly;

	private final boolean allowPrivateTargets;

	private final Function<String, List<InetAddress>> resolver;

	/** Resolves names with the system resolver ({@link InetAddress#getAllByName}). */
	public TargetGuard(boolean httpsOnly, boolean allowPrivateTargets) {
		this(httpsOnly, allowPrivateTargets, TargetGuard::resolveWithSystem);
	}

	/**
	 * @param resolver the addresses a host name resolves to, empty when it resolves to none; IP literals never reach
	 * it
	 */
	public TargetGuard(boolean httpsOnly, boolean allowPrivateTargets, Function<String, List<InetAddress>> resolver) {
		this.httpsOnly = httpsOnly;
		this.allowPrivateTargets = allowPrivateTargets;
		this.resolver = resolver;
	}

	/** @throws TargetRefused saying why the URL may not be called */
	public void check(URI url) {
		if (!url.isAbsolute()) {
			throw new TargetRefused("The URL must be absolute");
		}
		String scheme = url.getScheme().toLowerCase(Locale.ROOT);
		if (!scheme.equals("https") && (httpsOnly || !scheme.equals("http"))) {
			throw new TargetRefused(httpsOnly ? "The URL must use https" : "The URL must use http or https");
		}
		if (url.getRawUserInfo() != null) {
			throw new TargetRefused("The URL must not carry a user name or password");
		}
		String host = url.getHost();
		if (host == null || host.isEmpty()) {
			throw new TargetRefused("The URL has no valid host");
		}
		List<InetAddress> addresses = addressesOf(host);
		if (addresses.isEmpty()) {
			throw new TargetRefused("The host " + host + " cannot be resolved");
		}
		if (allowPrivateTargets) {
			return;
		}
		for (InetAddress address : addresses) {
			Optional<String> kind = nonPublicKind(address);
			if (kind.isPresent()) {
				throw new TargetRefused("The host " + host + " resolves to " + address.getHostAddress() + ", "
						+ kind.get() + " address");
			}
		}
	}

	/** IP literals are read here rather than handed to the resolver, so that they never cause a lookup. */
	private List<InetAddress> addressesOf(String host) {
		if (host.startsWith("[")) {
			return List.of(literal(host));
		}
		if (DOTTED_QUAD.matcher(host).matches()) {
			return List.of(literal(ipv4Literal(host)));
		}
		return resolver.apply(host);
	}

	private static String ipv4Literal(String host) {
		for (String part : host.split("\\.")) {
			// Some resolvers read a leading zero as octal, others as decimal; refuse rather than guess.
			if (Integer.parseInt(part) > 255 || (part.length() > 1 && part.startsWith("0"))) {
				throw new TargetRefused("The host " + host + " is not a valid IPv4 address");
			}
		}
		return host;
	}

	private static InetAddress literal(String host) {
		try {
			// A syntactically valid literal is parsed, never looked up; the checks above make sure it is one.
			return InetAddress.getByName(host);
		}
		catch (UnknownHostException ex) {
			throw new TargetRefused("The host " + host + " is not a valid IP address");
		}
	}

	/** The kind of a non-public address, with its article, as the refusal names it; empty for a public one. */
	private static Optional<String> nonPublicKind(InetAddress address) {
		byte[] bytes = address.getAddress();
		if (address instanceof Inet4Address) {
			return nonPublicIpv4Kind(bytes);
		}
		if (isIpv4Mapped(bytes)) {
			return nonPublicIpv4Kind(Arrays.copyOfRange(bytes, 12, 16))
				.map(kind -> "an IPv4-mapped form of " + kind);
		}
		if (address.isLoopbackAddress()) {
			return Optional.of("a loopback");
		}
		if (address.isAnyLocalAddress()) {
			return Optional.of("an unspecified");
		}
		if (address.isLinkLocalAddress()) {
			return Optional.of("a link-local");
		}
		if (address.isSiteLocalAddress()) {
			return Optional.of("a site-local");
		}
		if (address.isMulticastAddress()) {
			return Optional.of("a multicast");
		}
		// fc00::/7
		return (bytes[0] & 0xfe) == 0xfc ? Optional.of("a unique-local") : Optional.empty();
	}

	private static Optional<String> nonPublicIpv4Kind(byte[] bytes) {
		int first = bytes[0] & 0xff;
		int second = bytes[1] & 0xff;
		if (first == 127) {
			return Optional.of("a loopback");
		}
		if (first == 0) {
			return Optional.of("an unspecified");
		}
		if (first == 169 && second == 254) {
			return Optional.of("a link-local");
		}
		if (first == 10 || (first == 172 && (second & 0xf0) == 16) || (first == 192 && second == 168)) {
			return Optional.of("a private");
		}
		if (first == 100 && (second & 0xc0) == 64) {
			return Optional.of("a carrier-grade NAT");
		}
		if (first >= 224 && first <= 239) {
			return Optional.of("a multicast");
		}
		return Optional.empty();
	}

	/** ::ffff:0:0/96. Java usually turns these into IPv4 addresses, but a resolver may hand them over as IPv6. */
	private static boolean isIpv4Mapped(byte[] bytes) {
		for (int i = 0; i < 10; i++) {
			if (bytes[i] != 0) {
				return false;
			}
		}
		return (bytes[10] & 0xff) == 0xff && (bytes[11] & 0xff) == 0xff;
	}

	private static List<InetAddress> resolveWithSystem(String host) {
		try {
			return Arrays.asList(InetAddress.getAllByName(host));
		}
		catch (UnknownHostException ex) {
			return List.of();
		}
	}
}
