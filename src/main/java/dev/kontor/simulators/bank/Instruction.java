package dev.kontor.simulators.bank;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * One direct debit or credit transfer of a file, with the references the bank's answers carry back.
 *
 * @param paymentInfoId the {@code PmtInfId} of its payment information block
 * @param instructionId its {@code InstrId}, when Kontor gave one
 * @param endToEndId its {@code EndToEndId}, by which Kontor matches the answers
 * @param amount the instructed amount
 * @param currency the instructed amount's currency
 * @param mandateId the direct debit's {@code MndtId}; none for a credit transfer
 */
record Instruction(String paymentInfoId, @Nullable String instructionId, String endToEndId, BigDecimal amount,
		String currency, @Nullable String mandateId) {
}
