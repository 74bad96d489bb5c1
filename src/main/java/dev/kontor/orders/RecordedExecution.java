package dev.kontor.orders;

/** What the order side answers a venue's fill: the execution it recorded and where the order stands after it. */
public record RecordedExecution(ExecutionId executionId, OrderStatus orderStatus) {
}
