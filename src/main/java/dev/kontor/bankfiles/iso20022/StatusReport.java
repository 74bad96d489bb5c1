package dev.kontor.bankfiles.iso20022;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A bank's {@code pain.002.001.10} answer to one of the platform's files: the status of the whole file
 * ({@code OrgnlGrpInfAndSts/GrpSts}, such as RJCT, with its reason code) and the status of single transactions
 * ({@code OrgnlPmtInfAndSts/TxInfAndSts}), each named by its end-to-end id.
 */
public record StatusReport(String msgId, String originalMsgId, String originalMessageType,
		@Nullable String groupStatus, @Nullable String groupReasonCode, List<TransactionStatus> transactions) {

	public StatusReport {
		transactions = List.copyOf(transactions);
	}

	/** One transaction's status (RJCT, ACCP, ACSC, …) and its ISO reason code, such as AC04, if any. */
	public record TransactionStatus(String endToEndId, String status, @Nullable String reasonCode) {
	}

}
