// Receipts that make the witness's acknowledgements unforgeable by anyone but the writer
// (docs/threat-model-witness.md, issue 25): at the start of a run the writer draws a secret
// R that stays in its pending test on the machine under test and is never sent. Every
// acknowledged write it reports in COMMITTED carries a tag: the first 16 bytes of
// HMAC-SHA256(R, "DriveProof receipt v1" ‖ run id ‖ seq ‖ lba ‖ block count ‖ writer time).
// The witness journals the tag and returns it in the ledger; the verifier recomputes it from
// its own R, so a witness that holds the pairing code cannot invent an acknowledgement.
#pragma once

#include "powerloss/types.h"

#include <QByteArray>
#include <QByteArrayView>

namespace DriveProof::PowerLoss {

inline constexpr qsizetype kReceiptSecretBytes = 32;

// 32 random bytes (randombytes_buf).
QByteArray newReceiptSecret();
// The tag of one acknowledged write. secret must be kReceiptSecretBytes long.
ReceiptTag receiptTag(QByteArrayView secret, const RunId &runId, const AckEntry &ack);
// Whether ack.receipt is the tag this secret gives it (compared in constant time).
bool genuineReceipt(QByteArrayView secret, const RunId &runId, const AckEntry &ack);

} // namespace DriveProof::PowerLoss
