package dev.kontor.kyc.sessions;

import java.time.LocalDate;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.clients.Client;
import dev.kontor.clients.ClientAudit;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientNames;
import dev.kontor.clients.ClientPersonalData;
import dev.kontor.clients.ClientStatus;

import static org.assertj.core.api.Assertions.assertThat;

class IdentityMatchTest {

	private static final LocalDate BIRTH = LocalDate.of(1964, 8, 12);

	@ParameterizedTest
	@ValueSource(strings = { "Erika Mustermann", "MUSTERMANN  erika", " erika\tmustermann ", "erika mustermann" })
	void namesOfTheSameWordsMatch(String verified) {
		assertThat(IdentityMatch.nameMatches(client("Erika", "Mustermann", BIRTH), verified)).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "Erika", "Erika Musterman", "Erika Maria Mustermann", "Max Mustermann", "" })
	void otherNamesDoNotMatch(String verified) {
		assertThat(IdentityMatch.nameMatches(client("Erika", "Mustermann", BIRTH), verified)).isFalse();
	}

	@Test
	void composedAndDecomposedAccentsMatch() {
		assertThat(IdentityMatch.nameMatches(client("Jos\u00e9", "M\u00fcller", BIRTH), "Jose\u0301 Mu\u0308ller"))
			.isTrue();
	}

	@Test
	void aRecordWithoutDateOfBirthMatchesNoDate() {
		assertThat(IdentityMatch.dateOfBirthMatches(client("Erika", "Mustermann", BIRTH), BIRTH)).isTrue();
		assertThat(IdentityMatch.dateOfBirthMatches(client("Erika", "Mustermann", BIRTH), BIRTH.plusDays(1))).isFalse();
		assertThat(IdentityMatch.dateOfBirthMatches(client("Erika", "Mustermann", null), BIRTH)).isFalse();
	}

	private static Client client(String name, String surname, LocalDate birth) {
		ClientDetails details = new ClientDetails("key", null, new ClientNames(name, surname, null, null, null),
				new ClientPersonalData(null, birth, null, null, null, null, null), null, null, null, null);
		return new Client(UUID.randomUUID(), UUID.randomUUID(), ClientStatus.Initial, details, (ClientAudit) null);
	}
}
