package dev.kontor.aml.screening.list;

import java.time.LocalDate;
import java.util.Collections;
import java.util.OptionalDouble;

import dev.kontor.aml.screening.ScreeningSubject;

/**
 * How birth date and country strengthen or weaken a name match. A person entry whose known birth dates all fall in
 * other years than the subject's is ruled out. The exact birth date adds {@value #SAME_DATE}, the year alone
 * {@value #SAME_YEAR}; a full date of the same year but another day subtracts {@value #SAME_DATE}. A shared country
 * adds {@value #COUNTRY}, countries known on both sides with none shared subtract {@value #COUNTRY} (people move
 * and hold several nationalities, so a country never rules out). Unknown values change nothing.
 */
final class Evidence {

	static final double SAME_DATE = 0.03;

	static final double SAME_YEAR = 0.01;

	static final double COUNTRY = 0.02;

	private Evidence() {
	}

	/** The adjustment of the name score, or empty when the entry is ruled out. */
	static OptionalDouble adjustment(ScreeningSubject subject, ListEntry entry) {
		double birth = 0;
		if (entry.isPerson() && subject.dateOfBirth() != null && !entry.birthDates().isEmpty()) {
			OptionalDouble byBirth = birthDate(subject.dateOfBirth(), entry);
			if (byBirth.isEmpty()) {
				return byBirth;
			}
			birth = byBirth.getAsDouble();
		}
		return OptionalDouble.of(birth + country(subject, entry));
	}

	private static OptionalDouble birthDate(LocalDate born, ListEntry entry) {
		String full = born.toString();
		String year = full.substring(0, 4);
		boolean sameYear = false;
		boolean otherDayOfYear = false;
		boolean unreadable = true;
		for (String written : entry.birthDates()) {
			String date = written.strip();
			if (date.length() < 4 || !date.substring(0, 4).chars().allMatch(Character::isDigit)) {
				continue;
			}
			unreadable = false;
			if (date.startsWith(full)) {
				return OptionalDouble.of(SAME_DATE);
			}
			if (date.startsWith(year)) {
				sameYear = true;
				otherDayOfYear |= date.length() >= 10 || (date.length() >= 7 && !full.startsWith(date.substring(0, 7)));
			}
		}
		if (unreadable) {
			return OptionalDouble.of(0);
		}
		if (!sameYear) {
			return OptionalDouble.empty();
		}
		return OptionalDouble.of(otherDayOfYear ? -SAME_DATE : SAME_YEAR);
	}

	private static double country(ScreeningSubject subject, ListEntry entry) {
		if (subject.countries().isEmpty() || entry.countries().isEmpty()) {
			return 0;
		}
		return Collections.disjoint(subject.countries(), entry.countries()) ? -COUNTRY : COUNTRY;
	}
}
