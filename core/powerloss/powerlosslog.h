// The power-loss test's logging category (docs/style.md: one per module). The witness logs
// each run's life and every refusal with the peer's address, the writer's link each
// reconnect and its cause, the verifier its verdict and what it could not store. Never a
// pairing code, a key or a receipt: none of them reaches a log line.
#pragma once

#include <QLoggingCategory>

namespace DriveProof::PowerLoss {
Q_DECLARE_LOGGING_CATEGORY(lcPowerLoss)
}
