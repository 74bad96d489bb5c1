package dev.kontor.console.backoffice;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.jspecify.annotations.Nullable;

import dev.kontor.accounts.BookingLine;

/**
 * An account's balance after each of its latest bookings, drawn as an SVG line on the server (public: the page reads
 * it): no script, so the console's Content-Security-Policy holds, and the same points listed as a table.
 *
 * @param points the balance after each booking, oldest first
 * @param line the SVG polyline's points in the chart's coordinates
 * @param lowest the lowest balance, at the bottom of the chart
 * @param highest the highest balance, at the top of the chart
 */
public record BalanceChart(List<Point> points, String line, @Nullable BigDecimal lowest,
		@Nullable BigDecimal highest) {

	/** The bookings the chart draws at most: the latest ones. */
	static final int POINTS = 200;

	static final int WIDTH = 640;

	static final int HEIGHT = 200;

	/** The balance after one booking. */
	public record Point(Instant at, BigDecimal balance, String currencyCode) {
	}

	static BalanceChart of(List<BookingLine> newestFirst) {
		List<Point> points = newestFirst.reversed()
			.stream()
			.map(line -> new Point(line.bookingDate(), line.balanceAfter(), line.currencyCode()))
			.toList();
		if (points.isEmpty()) {
			return new BalanceChart(points, "", null, null);
		}
		BigDecimal lowest = points.stream().map(Point::balance).min(Comparator.naturalOrder()).orElseThrow();
		BigDecimal highest = points.stream().map(Point::balance).max(Comparator.naturalOrder()).orElseThrow();
		double range = highest.subtract(lowest).doubleValue();
		List<String> coordinates = new ArrayList<>();
		for (int i = 0; i < points.size(); i++) {
			double x = points.size() == 1 ? WIDTH / 2.0 : (double) i * WIDTH / (points.size() - 1);
			double share = range == 0 ? 0.5 : points.get(i).balance().subtract(lowest).doubleValue() / range;
			double y = HEIGHT - share * HEIGHT;
			coordinates.add(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
		}
		return new BalanceChart(points, String.join(" ", coordinates), lowest, highest);
	}

	public boolean isEmpty() {
		return points.isEmpty();
	}

	/** The points for the table, newest first. */
	public List<Point> newestFirst() {
		return points.reversed();
	}

	public String currencyCode() {
		return points.isEmpty() ? "" : points.getFirst().currencyCode();
	}
}
