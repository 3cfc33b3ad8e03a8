// The verifier's client of the witness (docs/powerloss.md §2 "Verify", "Wire protocol"): fetch a
// run's ledger (its digest checked) and store the final report beside the run's journal.
// Each request on a connection of its own; blocking: call from a worker.
#pragma once

#include "common/result.h"
#include "powerloss/types.h"

#include <QByteArray>
#include <QString>

namespace DriveProof::PowerLoss {

// The verifier's requests, each on a connection of its own. Blocking: call from a worker.
// A busy witness, a handshake it timed out or dropped (among too many), and a connection
// lost before the handshake ended are tried again with growing pauses until the deadline.
// pinnedSalt non-empty: the witness's salt from the run; a witness with another salt is
// not the run's witness and is refused without deriving a key.
Result<Ledger> fetchLedger(const QString &address, const QByteArray &key, const RunId &runId,
                           int timeoutMs = 30000, const QByteArray &pinnedSalt = {});
// Stores the final report on the witness beside the run's journal.
Result<bool> sendResult(const QString &address, const QByteArray &key, const RunId &runId,
                        const QByteArray &json, int timeoutMs = 10000,
                        const QByteArray &pinnedSalt = {});

} // namespace DriveProof::PowerLoss
