package dev.kontor.payments.internal;

import java.util.function.Predicate;
import java.util.function.UnaryOperator;

import dev.kontor.aml.ActionVerdict;

/**
 * What the AML module's verdict does to a new instruction of one kind: approved, it goes on at once; denied, it is
 * rejected; otherwise it stays Evaluating, naming the evaluation, until the AML officer decides it either way.
 *
 * @param <R> the instruction's row
 */
final class AmlVerdicts<R> {

	private final UnaryOperator<R> approve;

	private final UnaryOperator<R> reject;

	private final Predicate<R> keepEvaluating;

	private final String article;

	/**
	 * @param keepEvaluating writes the evaluated instruction, still Evaluating; false when nothing was written
	 * @param article how the instruction is named in the error when another transaction moved it, as "A request"
	 */
	AmlVerdicts(UnaryOperator<R> approve, UnaryOperator<R> reject, Predicate<R> keepEvaluating, String article) {
		this.approve = approve;
		this.reject = reject;
		this.keepEvaluating = keepEvaluating;
		this.article = article;
	}

	/** The instruction of this transaction, evaluated, as the verdict leaves it. */
	R follow(ActionVerdict verdict, R evaluated) {
		return switch (verdict) {
			case Approved -> approve.apply(evaluated);
			case Denied -> reject.apply(evaluated);
			case Waiting -> {
				if (!keepEvaluating.test(evaluated)) {
					throw new IllegalStateException(article + " of this transaction was moved by another");
				}
				yield evaluated;
			}
		};
	}

	/** The instruction that waited for the AML officer, as the officer's decision leaves it. */
	R decided(R waiting, boolean approved) {
		return approved ? approve.apply(waiting) : reject.apply(waiting);
	}
}
