package dev.kontor.simulators.bank;

import java.math.BigDecimal;
import java.util.List;

/**
 * A file of instructions Kontor submitted: its direct debits or its credit transfers.
 *
 * @param type {@link MessageType#DIRECT_DEBITS} or {@link MessageType#CREDIT_TRANSFERS}
 * @param msgId the file's {@code MsgId}
 * @param instructions its instructions in the file's order
 */
record Submission(MessageType type, String msgId, List<Instruction> instructions) {

	Submission {
		instructions = List.copyOf(instructions);
	}

	BigDecimal controlSum() {
		return instructions.stream().map(Instruction::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
	}
}
