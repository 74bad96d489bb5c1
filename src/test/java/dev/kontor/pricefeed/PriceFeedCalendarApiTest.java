package dev.kontor.pricefeed;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/** Market calendars over HTTP: replaced as a whole, read per MIC, every limit crossed, scopes. */
class PriceFeedCalendarApiTest extends PriceFeedHttpTest {

	/**
	 * A MIC of its own for each test: "Q" and three random capitals. Two tests of a run may draw the same one, so a MIC
	 * that must be unknown starts with "0", which no test writes.
	 */
	private final String mic = "Q" + ThreadLocalRandom.current().ints(3, 'A', 'Z' + 1)
		.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append);

	private static Map<String, Object> workingDay(int dayOfWeek) {
		return new HashMap<>(Map.of("dayOfWeek", dayOfWeek, "timeZone", "Europe/Berlin", "startHour", 9,
				"startMinute", 0, "startSecond", 0, "endHour", 17, "endMinute", 30, "endSecond", 0));
	}

	private static Map<String, Object> holiday(String date) {
		return new HashMap<>(Map.of("date", date, "holidayName", "Holiday " + date, "timeZone", "Europe/Berlin"));
	}

	private Http.Response replace(String token, List<?> workingDays, List<?> holidays) {
		return http.putJson(API + "/admin/markets/" + mic + "/calendar", token,
				Map.of("workingDays", workingDays, "holidays", holidays));
	}

	@Test
	void aReplacedCalendarIsReadPerMicWithIsoDaysOfTheWeek() {
		Http.Response replaced = replace(referenceWriter, List.of(workingDay(5), workingDay(1)),
				List.of(holiday("2026-12-25"), holiday("2026-04-03")));
		assertThat(replaced.status()).as(replaced.toString()).isEqualTo(200);

		JsonNode days = http.get(API + "/markets/" + mic + "/working-days", reader).json();
		assertThat(days.valueStream().map(d -> d.get("dayOfWeek").asInt()).toList()).containsExactly(1, 5);
		JsonNode monday = days.get(0);
		assertThat(monday.get("mic").asString()).isEqualTo(mic);
		assertThat(monday.get("timeZone").asString()).isEqualTo("Europe/Berlin");
		assertThat(List.of(monday.get("startHour").asInt(), monday.get("endHour").asInt(),
				monday.get("endMinute").asInt())).containsExactly(9, 17, 30);
		JsonNode holidays = http.get(API + "/markets/" + mic + "/holidays", reader).json();
		assertThat(holidays.valueStream().map(h -> h.get("date").asString()).toList())
			.containsExactly("2026-04-03", "2026-12-25");
		assertThat(holidays.get(0).get("holidayName").asString()).isEqualTo("Holiday 2026-04-03");
		assertThat(List.of(holidays.get(0).get("startHour").asInt(), holidays.get(0).get("endHour").asInt(),
				holidays.get(0).get("endSecond").asInt())).containsExactly(0, 23, 59);
		assertThat(replaced.json().get("workingDays")).isEqualTo(days);
	}

	@Test
	void aSecondReplacementReplacesTheWholeCalendar() {
		replace(referenceWriter, List.of(workingDay(1), workingDay(2)), List.of(holiday("2026-01-01")));

		assertThat(replace(platform.adminToken(), List.of(workingDay(3)), List.of()).status()).isEqualTo(200);

		assertThat(http.get(API + "/markets/" + mic + "/working-days", reader).json().valueStream()
			.map(d -> d.get("dayOfWeek").asInt())
			.toList()).containsExactly(3);
		assertThat(http.get(API + "/markets/" + mic + "/holidays", reader).json().isEmpty())
			.as("a known market without holidays has an empty list")
			.isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "xetr", "XET", "XETRA", "XE-R" })
	void aMalformedMicIs400AndAnUnknownOne404(String malformed) {
		assertProblem(http.get(API + "/markets/" + malformed + "/working-days", reader), 400, "mic");
		assertProblem(http.get(API + "/markets/" + malformed + "/holidays", reader), 400, "mic");
		assertProblem(http.putJson(API + "/admin/markets/" + malformed + "/calendar", referenceWriter, Map.of()), 400, "mic");
		String unknown = "0" + mic.substring(1);
		assertProblem(http.get(API + "/markets/" + unknown + "/working-days", reader), 404, null);
		assertProblem(http.get(API + "/markets/" + unknown + "/holidays", reader), 404, null);
	}

	static Stream<Arguments> workingDayFields() {
		return Stream.of(Arguments.of("dayOfWeek", 1, 0), Arguments.of("dayOfWeek", 7, 8),
				Arguments.of("startHour", 0, -1), Arguments.of("startHour", 16, 24), Arguments.of("startMinute", 59, 60),
				Arguments.of("startMinute", 0, -1), Arguments.of("startSecond", 59, 60), Arguments.of("endHour", 23, 24),
				Arguments.of("endMinute", 59, 60), Arguments.of("endSecond", 59, 60),
				Arguments.of("endHour", 10, 8), Arguments.of("timeZone", "America/New_York", "Mars/Olympus"),
				Arguments.of("timeZone", "UTC", null), Arguments.of("dayOfWeek", 2, null));
	}

	@ParameterizedTest(name = "{0}: {1} accepted, {2} refused")
	@MethodSource("workingDayFields")
	void everyWorkingDayFieldIsCheckedAndNamed(String field, Object accepted, Object refused) {
		Map<String, Object> day = workingDay(3);
		day.put(field, accepted);
		Http.Response ok = replace(referenceWriter, List.of(day), List.of());
		assertThat(ok.status()).as(ok.toString()).isEqualTo(200);

		day.put(field, refused);
		assertProblem(replace(referenceWriter, List.of(workingDay(1), day), List.of()), 400, "workingDays[1]." + field);
	}

	static Stream<Arguments> holidayFields() {
		return Stream.of(Arguments.of("holidayName", "x".repeat(200), "x".repeat(201)),
				Arguments.of("holidayName", "x", " "), Arguments.of("date", "2026-05-01", "2026-02-30"),
				Arguments.of("date", "2026-05-01", null), Arguments.of("startHour", 23, 24),
				Arguments.of("endMinute", 59, 60), Arguments.of("timeZone", "Asia/Tokyo", "Tokyo"));
	}

	@ParameterizedTest(name = "{0}: {1} accepted, {2} refused")
	@MethodSource("holidayFields")
	void everyHolidayFieldIsCheckedAndNamed(String field, Object accepted, Object refused) {
		Map<String, Object> day = holiday("2026-10-03");
		if (field.startsWith("start") || field.startsWith("end")) {
			day.putAll(Map.of("startHour", 0, "startMinute", 0, "endHour", 23, "endMinute", 59));
		}
		day.put(field, accepted);
		Http.Response ok = replace(referenceWriter, List.of(), List.of(day));
		assertThat(ok.status()).as(ok.toString()).isEqualTo(200);

		day.put(field, refused);
		assertProblem(replace(referenceWriter, List.of(), List.of(day)), 400, "holidays[0]." + field);
	}

	@Test
	void aDayNamedTwiceAndTooManyHolidaysAreRefused() {
		assertProblem(replace(referenceWriter, List.of(workingDay(2), workingDay(2)), List.of()), 400,
				"workingDays[1].dayOfWeek");
		assertProblem(replace(referenceWriter, List.of(), List.of(holiday("2026-01-01"), holiday("2026-01-01"))), 400,
				"holidays[1].date");
		List<Map<String, Object>> tooMany = new ArrayList<>();
		for (int i = 0; i < 1001; i++) {
			tooMany.add(holiday(java.time.LocalDate.of(2026, 1, 1).plusDays(i).toString()));
		}
		assertProblem(replace(referenceWriter, List.of(), tooMany), 400, "holidays");
	}

	@Test
	void readingNeedsPricefeedReadAndReplacingPricefeedAdminOrTheOperator() {
		assertProblem(replace(reader, List.of(workingDay(1)), List.of()), 403, null);
		assertProblem(replace(writer, List.of(workingDay(1)), List.of()), 403, null);
		replace(referenceWriter, List.of(workingDay(1)), List.of());
		String otherScope = token(tenantId, "pricefeed.write");
		assertProblem(http.get(API + "/markets/" + mic + "/working-days", otherScope), 403, null);
		assertThat(http.get(API + "/markets/" + mic + "/holidays").status()).isEqualTo(401);
	}
}
