package dev.kontor.testing;

import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What a race of writes to one record must leave: each write answered 200 or 409, the last winner stored. */
public final class LostUpdates {

	private LostUpdates() {
	}

	public static void assertAnswered200Or409(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isIn(200, 409);
		if (response.status() == 409) {
			assertThat(response.header("Content-Type")).startsWith("application/problem+json");
			assertThat(response.json().get("status").asInt()).isEqualTo(409);
		}
	}

	/**
	 * The record as stored holds every field of the successful write with the highest version ({@code ETag}), and
	 * has its ETag; every successful write named a version of its own.
	 */
	public static void assertIsTheLastSuccessfulWrite(Http.Response stored, Http.Response... writes) {
		List<Http.Response> successful = List.of(writes).stream().filter(write -> write.status() == 200).toList();
		assertThat(successful).as("one of the racing writes wins").isNotEmpty();
		assertThat(successful.stream().map(write -> write.header("ETag")).distinct()).hasSameSizeAs(successful);
		Http.Response last = successful.stream().max(Comparator.comparing(LostUpdates::version)).orElseThrow();
		assertThat(stored.header("ETag")).isEqualTo(last.header("ETag"));
		last.json()
			.properties()
			.forEach(field -> assertThat(stored.json().get(field.getKey())).as(field.getKey())
				.isEqualTo(field.getValue()));
	}

	private static long version(Http.Response response) {
		return Long.parseLong(response.header("ETag").replace("\"", ""));
	}
}
