// The witness's ledger store (witness.h): every run's journal replayed at start, appended
// to and fdatasync'ed on the sync cadence, closed when idle, and given up when it fails.
#include "powerloss/witnessstate.h"

#include "powerloss/powerlosstr.h"

#include <QDir>
#include <QFile>

namespace DriveProof::PowerLoss {

void Witness::Private::loadJournals()
{
    std::lock_guard lock(mutex);
    runs.clear();
    const QDir root(options.journalRoot);
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const auto id = runIdFromHex(name);
        const QString path = journalFilePath(root.filePath(name));
        if (!id || !QFile::exists(path))
            continue;
        ReplayResult replay = replayJournal(path);
        if (!replay.ledger)
            continue;
        auto run = std::make_unique<RunState>();
        run->ledger = std::move(*replay.ledger);
        run->damage = replay.damage;
        if (run->ledger.runId != *id)
            run->damage = Tr::tr("The journal in folder %1 belongs to another run.").arg(name);
        run->durableSeq = run->lastAckSeq();
        run->reportedAcks = run->ledger.acks.size();
        run->silent = !run->ledger.cleanEnd;
        run->resultStored = QFile::exists(root.filePath(name + QStringLiteral("/result.json")));
        acksInMemory += qint64(run->ledger.acks.size());
        runs.emplace(*id, std::move(run));
    }
}

void Witness::Private::journalFailed(RunState &run, const QString &text)
{
    // Nothing more goes into this journal: a half-written record may sit at its end, and
    // a restart treats it as a torn tail only if nothing follows it.
    run.damage = text;
    run.journal.close();
    event(WitnessEvent::Kind::JournalError, run.ledger.runId, 0, RejectReason::JournalFailure,
          text);
    for (auto &c : connections) {
        if (c->id == run.writerConnection)
            reject(*c, RejectReason::JournalFailure);
    }
}

void Witness::Private::syncJournals(bool force)
{
    const std::int64_t now = Net::monotonicNs();
    if (!force && now - lastSyncNs < options.syncIntervalMs * kMsNs)
        return;
    lastSyncNs = now;
    for (auto &[id, run] : runs) {
        QString error;
        if (!run->pendingBeat.isEmpty() && run->damage.isEmpty() &&
            now - run->lastBeatJournaledMonoNs >= options.heartbeatJournalMs * kMsNs &&
            !journalPendingBeat(*run, &error)) {
            journalFailed(*run, error);
            continue;
        }
        if (!run->journal.sync(&error)) {
            journalFailed(*run, error);
            continue;
        }
        const std::uint64_t durable = run->lastAckSeq();
        if (durable != run->durableSeq) {
            run->durableSeq = durable;
            for (auto &c : connections) {
                if (c->id == run->writerConnection && !c->closing)
                    c->send(MessageType::Hwm, encodeSeq(durable));
            }
        }
        if (run->reportedAcks != run->ledger.acks.size()) {
            run->reportedAcks = run->ledger.acks.size();
            event(WitnessEvent::Kind::Commits, id, run->reportedAcks);
        }
    }
    closeIdleJournals();
}

bool Witness::Private::openJournal(RunState &run, QString *error)
{
    if (run.journal.isOpen())
        return true;
    if (!run.journal.open(options.journalRoot, run.ledger.runId, error))
        return false;
    run.lastAppendMonoNs = Net::monotonicNs();
    return true;
}

bool Witness::Private::appendJournal(RunState &run, MessageType type, std::int64_t timeNs,
                                     QByteArrayView payload, QString *error)
{
    if (!openJournal(run, error))
        return false;
    if (run.journal.size() + payload.size() + 64 > options.maxJournalBytes) {
        //: %1 is a size in bytes.
        *error = Tr::tr("The journal of this run reached its limit of %1 bytes.")
                     .arg(options.maxJournalBytes);
        return false;
    }
    if (!run.journal.append(type, timeNs, payload, error))
        return false;
    run.lastAppendMonoNs = Net::monotonicNs();
    return true;
}

bool Witness::Private::journalPendingBeat(RunState &run, QString *error)
{
    if (run.pendingBeat.isEmpty() || !run.damage.isEmpty())
        return true;
    // Stamped with the time it was heard, so a replayed journal knows when the writer was
    // last alive to within one heartbeat.
    if (!appendJournal(run, MessageType::Heartbeat, run.pendingBeatNs, run.pendingBeat, error))
        return false;
    run.pendingBeat = QByteArray();
    run.lastBeatJournaledMonoNs = Net::monotonicNs();
    return true;
}

void Witness::Private::closeIdleJournals()
{
    const std::int64_t now = Net::monotonicNs();
    for (auto &[id, run] : runs) {
        if (run->journal.isOpen() && !run->journal.dirty() && run->pendingBeat.isEmpty() &&
            now - run->lastAppendMonoNs > options.journalIdleCloseMs * kMsNs)
            run->journal.close();
    }
}

} // namespace DriveProof::PowerLoss
