package dev.kontor.kyc.sessions;

import java.text.Normalizer;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.Client;

/**
 * Whether the name and date of birth a provider verified are the client record's. Names match when they consist of
 * the same words, whatever their order, case, accents written composed or not, and spacing ("Erika Mustermann" and
 * "MUSTERMANN  erika"); nothing looser, because a near match onboards nobody and the person can try again. A record
 * without a date of birth matches no date.
 */
final class IdentityMatch {

	private IdentityMatch() {
	}

	static boolean nameMatches(Client client, @Nullable String verifiedName) {
		return nameMatches(client.details().names().name(), client.details().names().surname(), verifiedName);
	}

	static boolean nameMatches(String name, @Nullable String surname, @Nullable String verifiedName) {
		if (verifiedName == null) {
			return false;
		}
		return words(name + " " + (surname == null ? "" : surname)).equals(words(verifiedName));
	}

	static boolean dateOfBirthMatches(Client client, @Nullable LocalDate verifiedDate) {
		return dateOfBirthMatches(client.details().personalData().dateOfBirth(), verifiedDate);
	}

	static boolean dateOfBirthMatches(@Nullable LocalDate recorded, @Nullable LocalDate verifiedDate) {
		return recorded != null && recorded.equals(verifiedDate);
	}

	private static List<String> words(String name) {
		String normalized = Normalizer.normalize(name, Normalizer.Form.NFC).toLowerCase(Locale.ROOT).strip();
		if (normalized.isEmpty()) {
			return List.of();
		}
		return Arrays.stream(normalized.split("\\s+")).sorted().toList();
	}
}
