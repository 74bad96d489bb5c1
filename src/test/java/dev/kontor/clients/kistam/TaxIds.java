package dev.kontor.clients.kistam;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Valid German tax identification numbers for tests: nine distinct digits, the first again, the check digit. */
final class TaxIds {

	private TaxIds() {
	}

	static List<String> valid(int count, long seed) {
		Random random = new Random(seed);
		List<Character> digits = new ArrayList<>(List.of('1', '2', '3', '4', '5', '6', '7', '8', '9', '0'));
		List<String> ids = new ArrayList<>();
		while (ids.size() < count) {
			Collections.shuffle(digits, random);
			if (digits.getFirst() == '0') {
				continue;
			}
			StringBuilder prefix = new StringBuilder();
			digits.subList(0, 9).forEach(prefix::append);
			prefix.append(digits.getFirst());
			ids.add(prefix.toString() + checkDigit(prefix.toString()));
		}
		return ids;
	}

	/** ISO 7064 MOD 11,10, written apart from the application's, so that a test compares two. */
	private static int checkDigit(String tenDigits) {
		int product = 10;
		for (char digit : tenDigits.toCharArray()) {
			int sum = (digit - '0' + product) % 10;
			product = (sum == 0 ? 10 : sum) * 2 % 11;
		}
		return (11 - product) % 10;
	}
}
