package dev.kontor.identity.throttling;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/**
 * The source address as counted: an IPv4 address as it is, an IPv6 address by its /64 prefix, since one subscriber
 * usually holds a whole /64 and could otherwise change address with every attempt.
 */
final class SourceAddresses {

	private static final int IPV6_PREFIX_BYTES = 8;

	private SourceAddresses() {
	}

	static String counted(String remoteAddress) {
		if (remoteAddress.indexOf(':') < 0) {
			return remoteAddress;
		}
		try {
			// A literal with a colon is parsed as an IPv6 address, never looked up.
			InetAddress address = InetAddress.getByName(remoteAddress);
			if (!(address instanceof Inet6Address)) {
				return address.getHostAddress();
			}
			byte[] prefix = address.getAddress();
			Arrays.fill(prefix, IPV6_PREFIX_BYTES, prefix.length, (byte) 0);
			return InetAddress.getByAddress(prefix).getHostAddress() + "/64";
		}
		catch (UnknownHostException notAnAddress) {
			// A proxy may report something else (a Unix socket, "unknown"): counted as given.
			return remoteAddress;
		}
	}
}
