package dev.kontor.webhooks.intake;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.payments.DirectDebitStatusChanged;
import dev.kontor.payments.PaymentStatusChanged;
import dev.kontor.payments.WithdrawalStatusChanged;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Turns the payments module's status changes into catalogue events, in the transaction that changed the status, for
 * the client record the deposit, withdrawal or payment is of: PaymentSDDInstruction* for the direct debit statuses
 * the catalogue names (Evaluating and Rejected have none), WithdrawalUpdate for every change of a withdrawal
 * request, PaymentSCTInstructionUpdated for every change of a payment instruction.
 */
@Component
@RequiredArgsConstructor
class PaymentEventMapping {

	private final EventIntake intake;

	@EventListener
	void on(DirectDebitStatusChanged changed) {
		typeOf(changed).ifPresent(type -> intake.accept(changed.tenantId().value(), type,
				Map.of("bankAccountId", changed.bankAccountId().toString(), "sepaDirectDebitMandateId",
						changed.mandateId().toString(), "sepaDirectDebitInstructionId",
						changed.instructionId().toString()),
				Set.of(changed.clientId().value())));
	}

	@EventListener
	void on(WithdrawalStatusChanged changed) {
		intake.accept(changed.tenantId().value(), EventType.WithdrawalUpdate,
				Map.of("internalAccountId", changed.internalAccountId().toString(), "initiatorWithdrawalRequestId",
						changed.initiatorWithdrawalRequestId().toString()),
				Set.of(changed.clientId().value()));
	}

	@EventListener
	void on(PaymentStatusChanged changed) {
		intake.accept(changed.tenantId().value(), EventType.PaymentSCTInstructionUpdated,
				Map.of("initiatorPaymentId", changed.initiatorPaymentId().toString()), Set.of(changed.clientId().value()));
	}

	static Optional<EventType> typeOf(DirectDebitStatusChanged changed) {
		return switch (changed.status()) {
			case Uploaded -> Optional.of(EventType.PaymentSDDInstructionUploaded);
			case Received -> Optional.of(EventType.PaymentSDDInstructionReceived);
			case Failed -> Optional.of(EventType.PaymentSDDInstructionFailed);
			case Reverted -> Optional.of(EventType.PaymentSDDInstructionReverted);
			case Evaluating, Rejected -> Optional.empty();
		};
	}
}
