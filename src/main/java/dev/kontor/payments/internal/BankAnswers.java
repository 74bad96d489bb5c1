package dev.kontor.payments.internal;

import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * How the bank's answers reach the instructions of one kind: the instruction is locked for the answer, the same
 * answer again changes nothing (a connector may repeat itself), an answer through the operator API finds the
 * instruction's tenant from the bank queue, and the simulated bank's answer is given only while the instruction is
 * still in the status the answer was expected in.
 *
 * @param <I> the instruction's id
 * @param <R> the instruction's row
 * @param <S> the instruction's status
 */
final class BankAnswers<I, R, S> {

	private final BiFunction<TenantId, I, Optional<R>> lock;

	private final Function<R, S> status;

	private final Function<I, Optional<TenantId>> tenantOf;

	private final Supplier<NotFound> notFound;

	BankAnswers(BiFunction<TenantId, I, Optional<R>> lock, Function<R, S> status,
			Function<I, Optional<TenantId>> tenantOf, Supplier<NotFound> notFound) {
		this.lock = lock;
		this.status = status;
		this.tenantOf = tenantOf;
		this.notFound = notFound;
	}

	/** The instruction as answered, {@code move} taking it to {@code answered} unless it is there already. */
	R answer(TenantId tenantId, I id, S answered, UnaryOperator<R> move) {
		R current = lock.apply(tenantId, id).orElseThrow(notFound);
		return status.apply(current) == answered ? current : move.apply(current);
	}

	/** The same for an instruction named without its tenant, as the operator API names it. */
	R answer(I id, S answered, UnaryOperator<R> move) {
		return answer(tenantOf.apply(id).orElseThrow(notFound), id, answered, move);
	}

	/** Whether {@code move} answered the instruction, which it does only while it is still {@code expected}. */
	boolean answerIfStill(TenantId tenantId, I id, S expected, UnaryOperator<R> move) {
		return lock.apply(tenantId, id).filter(current -> status.apply(current) == expected).map(move).isPresent();
	}
}
