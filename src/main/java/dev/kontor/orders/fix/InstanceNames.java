package dev.kontor.orders.fix;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** The host an instance runs on, to name the holder of the session so that the operator can tell which it is. */
final class InstanceNames {

	/** Leaves room in the holder's column (100) for a dash and a UUID. */
	private static final int LONGEST = 60;

	private InstanceNames() {
	}

	static String host() {
		String name;
		try {
			name = InetAddress.getLocalHost().getHostName();
		}
		catch (UnknownHostException unnamed) {
			name = "instance";
		}
		return name.length() > LONGEST ? name.substring(0, LONGEST) : name;
	}
}
