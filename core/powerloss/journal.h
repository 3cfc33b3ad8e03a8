// The witness's journal of one run (docs/powerloss.md §2 "Witness robustness"): every accepted
// frame that changes the ledger becomes a small self-checking record appended to
// <root>/<run id hex>/journal.dpj, fdatasync'ed by the witness at least every 100 ms;
// heartbeats are folded (the latest one at most once a second, and when the writer goes
// silent). Replaying it after a restart gives back the ledger the live witness had, through
// the same checkMessage/applyMessage. The witness opens a journal only while it is used.
//
// Record (little-endian): "DPJR", u16 message type, u16 format (1: payloads of protocol
// version 3; 0: of version 2, whose COMMITTED entries have no receipt tag and are replayed
// with a zero one), u32 payload length, i64 witness CLOCK_REALTIME ns, payload, CRC32C of
// everything before it.
//
// Thread affinity: one Journal and its Ledger belong to the witness thread.
#pragma once

#include "powerloss/protocol.h"
#include "powerloss/types.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace DriveProof::PowerLoss {

// Can this writer message be accepted now? `ledger` is null before the run's first HELLO.
// Pure: checks only; applyMessage makes the change.
RejectReason checkMessage(const Ledger *ledger, MessageType type, QByteArrayView payload);
// Whether an accepted message changes the ledger and therefore belongs in the journal (a
// repeated HELLO or PREPARED does not).
bool changesLedger(const Ledger *ledger, MessageType type);
// Apply a message that checkMessage accepted. HELLO on an empty ledger starts the run.
void applyMessage(Ledger &ledger, MessageType type, std::int64_t witnessTimeNs,
                  QByteArrayView payload);

QString runFolderPath(const QString &root, const RunId &runId);
QString journalFilePath(const QString &runFolder);

struct ReplayResult
{
    std::optional<Ledger> ledger; // nullopt: no valid HELLO at the start
    qint64 goodBytes = 0;         // the journal holds this many bytes of good records
    qint64 truncatedBytes = 0;    // a torn tail that was cut off
    std::uint64_t records = 0;
    // Non-empty when a damaged record sits before good ones: replay stopped there, nothing
    // was changed in the file, and the run must not be appended to any more.
    QString damage;
};

// Rebuild a run from its journal. A torn tail (partial or bad record with no good record
// after it) is truncated; damage in the middle stops the replay and leaves the file as is.
ReplayResult replayJournal(const QString &path);

class Journal
{
public:
    Journal() = default;
    ~Journal();
    Journal(const Journal &) = delete;
    Journal &operator=(const Journal &) = delete;

    // Creates the run folder (and makes its name durable) when needed, opens for appending.
    bool open(const QString &root, const RunId &runId, QString *error);
    bool append(MessageType type, std::int64_t witnessTimeNs, QByteArrayView payload,
                QString *error);
    // fdatasync when something was appended since the last sync.
    bool sync(QString *error);
    bool dirty() const { return m_dirty; }
    bool isOpen() const { return m_fd >= 0; }
    qint64 size() const { return m_size; }        // bytes in the file while open
    int openErrno() const { return m_openErrno; } // errno of the last open() that failed
    void close();

private:
    int m_fd = -1;
    int m_openErrno = 0;
    qint64 m_size = 0;
    bool m_dirty = false;
    QString m_path;
};

} // namespace DriveProof::PowerLoss
