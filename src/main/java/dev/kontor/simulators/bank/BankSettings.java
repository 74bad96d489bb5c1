package dev.kontor.simulators.bank;

import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.simulators.SettingArguments;

/**
 * The simulator's settings, read from {@code --kontor.bank-simulator.*=value} arguments as Kontor reads its own.
 *
 * @param inbox where Kontor writes its files (Kontor's {@code kontor.payments.bank.outbox})
 * @param outbox where the answers appear (Kontor's {@code kontor.payments.bank.inbox})
 * @param delay how long a file lies in the inbox before it is answered
 * @param failureRate the share of instructions rejected in a {@code pain.002}, from 0 to 1
 * @param returnRate the share of booked direct debits returned afterwards (reason {@code MD06}), from 0 to 1
 * @param seed the seed of the draws that pick rejections and returns, for runs that repeat; none for a random one
 * @param pollInterval how often the inbox is looked at
 * @param iban the platform's account at the bank, which the notifications are about
 */
record BankSettings(Path inbox, Path outbox, Duration delay, double failureRate, double returnRate,
		@Nullable Long seed, Duration pollInterval, String iban) {

	static final String PREFIX = "--kontor.bank-simulator.";

	/** The schemas' {@code IBAN2007Identifier}. */
	private static final Pattern IBAN = Pattern.compile("[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}");

	BankSettings {
		if (delay.isNegative()) {
			throw new IllegalArgumentException("delay must not be negative");
		}
		if (pollInterval.isNegative() || pollInterval.isZero()) {
			throw new IllegalArgumentException("poll-interval must be positive");
		}
		requireShare("failure-rate", failureRate);
		requireShare("return-rate", returnRate);
		if (!IBAN.matcher(iban).matches()) {
			throw new IllegalArgumentException("iban is not an IBAN: " + iban);
		}
	}

	/** The settings the arguments give; other arguments (such as {@code --kontor.mode}) are passed over. */
	static BankSettings of(String... args) {
		SettingArguments values = SettingArguments.of(PREFIX, args);
		String seed = values.optional("seed");
		return new BankSettings(Path.of(values.required("inbox")), Path.of(values.required("outbox")),
				values.duration("delay", "1s"), Double.parseDouble(values.text("failure-rate", "0")),
				Double.parseDouble(values.text("return-rate", "0")), seed == null ? null : Long.valueOf(seed),
				values.duration("poll-interval", "200ms"), values.text("iban", "DE89370400440532013000"));
	}

	private static void requireShare(String name, double share) {
		if (!(share >= 0 && share <= 1)) {
			throw new IllegalArgumentException(name + " must be between 0 and 1");
		}
	}
}
