package dev.kontor.pricefeed.demo;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.random.RandomGenerator;

/**
 * The simulated market of one instrument: a mid price moving by a small random step each time (a geometric random
 * walk, about 0.05 % per step, optionally with a drift) and a spread of 0.02 % to 0.1 % around it, prices to the cent.
 */
final class RandomWalk {

	private static final double STEP = 0.0005;

	private final RandomGenerator random;

	private final double drift;

	private double mid;

	RandomWalk(RandomGenerator random, double startMid) {
		this(random, startMid, 0);
	}

	/** A walk whose mid moves by the factor {@code exp(drift)} per step on average, as a trend. */
	RandomWalk(RandomGenerator random, double startMid, double drift) {
		this.random = random;
		this.mid = startMid;
		this.drift = drift;
	}

	/** The walk going on from where it is, without a trend. */
	RandomWalk withoutDrift() {
		return new RandomWalk(random, mid);
	}

	/** The next bid and ask. */
	BigDecimal[] next() {
		mid = Math.max(0.05, mid * Math.exp(drift + random.nextGaussian() * STEP));
		double halfSpread = Math.max(0.005, mid * (0.0002 + 0.0008 * random.nextDouble()) / 2);
		BigDecimal bid = BigDecimal.valueOf(mid - halfSpread).setScale(2, RoundingMode.DOWN);
		BigDecimal ask = BigDecimal.valueOf(mid + halfSpread).setScale(2, RoundingMode.UP);
		return new BigDecimal[] { bid.max(BigDecimal.ZERO), ask };
	}
}
