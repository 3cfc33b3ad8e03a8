// The witness's journal of journal.h: append and fdatasync self-checking records, and
// replay them after a restart (a torn tail cut off, damage in the middle left alone).
#include "powerloss/journal.h"

#include "powerloss/crc32c.h"
#include "powerloss/powerlosstr.h"

#include <QDir>
#include <QFile>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr char kRecordMagic[4] = {'D', 'P', 'J', 'R'};
constexpr qsizetype kRecordHeaderBytes = 20;
constexpr qsizetype kRecordTrailerBytes = 4;
// The record's u16 at byte 6: the layout of its payload. 0: protocol version 2 (COMMITTED
// without receipt tags, upgraded on replay); 1: protocol version 3.
constexpr std::uint16_t kRecordFormat = 1;

bool sameParameters(const RunParameters &a, const RunParameters &b)
{
    return a.runId == b.runId && a.blockSize == b.blockSize &&
           a.areaOffsetBytes == b.areaOffsetBytes && a.areaBlocks == b.areaBlocks &&
           a.coldBlocks == b.coldBlocks && a.ringBlocks == b.ringBlocks &&
           a.maxWriteBlocks == b.maxWriteBlocks && a.seed == b.seed && a.method == b.method &&
           a.writesPerCommit == b.writesPerCommit && a.workers == b.workers;
}

RejectReason checkCommitted(const Ledger &ledger, QByteArrayView payload)
{
    const auto entries = decodeCommitted(payload);
    if (!entries)
        return RejectReason::BadPayload;
    const RunParameters &p = ledger.parameters;
    for (const AckEntry &e : *entries) {
        // A write is contiguous inside the area and no longer than the plan allows.
        if (e.blockCount > p.maxWriteBlocks || e.lba >= p.areaBlocks ||
            e.blockCount > p.areaBlocks - e.lba)
            return RejectReason::BadPayload;
    }
    const std::uint64_t last = ledger.acks.empty() ? 0 : ledger.acks.back().seq;
    return entries->front().seq > last ? RejectReason::None : RejectReason::CommitSeqNotIncreasing;
}

// The size of the valid record at `at`, or 0 when there is none there.
qsizetype recordAt(QByteArrayView bytes, qsizetype at)
{
    const QByteArrayView rest = bytes.sliced(at);
    if (rest.size() < kRecordHeaderBytes + kRecordTrailerBytes ||
        std::memcmp(rest.data(), kRecordMagic, 4) != 0)
        return 0;
    const auto type = qFromLittleEndian<std::uint16_t>(rest.data() + 4);
    const auto length = qFromLittleEndian<std::uint32_t>(rest.data() + 8);
    if (!isKnownMessageType(type) || qint64(length) > maxPayloadBytes(MessageType(type)) ||
        qFromLittleEndian<std::uint16_t>(rest.data() + 6) > kRecordFormat)
        return 0;
    const qsizetype total = kRecordHeaderBytes + qsizetype(length) + kRecordTrailerBytes;
    if (rest.size() < total)
        return 0;
    const std::uint32_t crc = crc32c(rest.data(), std::size_t(total - kRecordTrailerBytes));
    if (qFromLittleEndian<std::uint32_t>(rest.data() + total - kRecordTrailerBytes) != crc)
        return 0;
    return total;
}

bool goodRecordAfter(QByteArrayView bytes, qsizetype from)
{
    for (qsizetype at = from; at + kRecordHeaderBytes <= bytes.size(); ++at) {
        if (bytes[at] == kRecordMagic[0] && recordAt(bytes, at) > 0)
            return true;
    }
    return false;
}

bool syncFolder(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

QString errnoText(const QString &path, int err)
{
    //: %1 is a file path, %2 the system's error message.
    return Tr::tr("Cannot write the witness journal %1: %2")
        .arg(path, QString::fromLocal8Bit(std::strerror(err)));
}

} // namespace

RejectReason checkMessage(const Ledger *ledger, MessageType type, QByteArrayView payload)
{
    if (type == MessageType::Hello) {
        const auto hello = decodeHello(payload);
        if (!hello)
            return RejectReason::BadPayload;
        if (!ledger)
            return RejectReason::None;
        if (!sameParameters(ledger->parameters, hello->parameters))
            return RejectReason::ParametersMismatch;
        return ledger->cleanEnd ? RejectReason::RunFinished : RejectReason::None;
    }
    if (!ledger)
        return RejectReason::UnexpectedMessage;
    if (ledger->cleanEnd)
        return RejectReason::RunFinished;
    switch (type) {
    case MessageType::Prepared:
    case MessageType::Bye:
        return payload.isEmpty() ? RejectReason::None : RejectReason::BadPayload;
    case MessageType::Committed:
        return checkCommitted(*ledger, payload);
    case MessageType::Heartbeat:
        return decodeHeartbeat(payload) ? RejectReason::None : RejectReason::BadPayload;
    case MessageType::WriterError:
        return decodeText(payload, kMaxErrorTextBytes) ? RejectReason::None
                                                       : RejectReason::BadPayload;
    default:
        return RejectReason::UnexpectedMessage;
    }
}

bool changesLedger(const Ledger *ledger, MessageType type)
{
    if (type == MessageType::Hello)
        return ledger == nullptr;
    if (type == MessageType::Prepared)
        return !ledger || !ledger->prepared;
    return true;
}

void applyMessage(Ledger &ledger, MessageType type, std::int64_t witnessTimeNs,
                  QByteArrayView payload)
{
    switch (type) {
    case MessageType::Hello:
        if (const auto hello = decodeHello(payload);
            hello && ledger.acks.empty() && !ledger.prepared) {
            ledger.parameters = hello->parameters;
            ledger.runId = hello->parameters.runId;
            ledger.writer = hello->facts;
        }
        break;
    case MessageType::Prepared:
        ledger.prepared = true;
        break;
    case MessageType::Committed:
        if (const auto entries = decodeCommitted(payload)) {
            if (ledger.firstCommitWitnessNs == 0)
                ledger.firstCommitWitnessNs = witnessTimeNs;
            for (AckEntry e : *entries) {
                e.witnessTimeNs = witnessTimeNs;
                ledger.acks.push_back(e);
            }
        }
        break;
    case MessageType::Heartbeat:
        if (const auto beat = decodeHeartbeat(payload)) {
            ledger.lastIssuedSeq = std::max(ledger.lastIssuedSeq, beat->issuedSeq);
            ledger.inFlightAtLastHeartbeat = beat->inFlight;
        }
        break;
    case MessageType::WriterError:
        ledger.writerError = true;
        ledger.writerErrorText = decodeText(payload, kMaxErrorTextBytes).value_or(std::string());
        break;
    case MessageType::Bye:
        ledger.cleanEnd = true;
        break;
    default:
        return;
    }
    ledger.lastHeardWitnessNs = std::max(ledger.lastHeardWitnessNs, witnessTimeNs);
}

QString runFolderPath(const QString &root, const RunId &runId)
{
    return QDir(root).filePath(runIdHex(runId));
}

QString journalFilePath(const QString &runFolder)
{
    return QDir(runFolder).filePath(QStringLiteral("journal.dpj"));
}

ReplayResult replayJournal(const QString &path)
{
    ReplayResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return result;
    const qint64 size = file.size();
    const uchar *mapped = size > 0 ? file.map(0, size) : nullptr;
    const QByteArray copy = (size > 0 && !mapped) ? file.readAll() : QByteArray();
    const QByteArrayView bytes = mapped ? QByteArrayView(mapped, size) : QByteArrayView(copy);
    Ledger ledger;
    bool started = false;
    qsizetype at = 0;
    while (at < bytes.size()) {
        const qsizetype length = recordAt(bytes, at);
        if (length == 0) {
            if (goodRecordAfter(bytes, at + 1))
                result.damage =
                    Tr::tr("Damaged record at byte %1 with good records after it.").arg(at);
            break;
        }
        const auto type = MessageType(qFromLittleEndian<std::uint16_t>(bytes.data() + at + 4));
        const auto timeNs = qFromLittleEndian<std::int64_t>(bytes.data() + at + 12);
        QByteArrayView payload = bytes.sliced(at + kRecordHeaderBytes,
                                              length - kRecordHeaderBytes - kRecordTrailerBytes);
        std::optional<QByteArray> upgraded;
        if (type == MessageType::Committed &&
            qFromLittleEndian<std::uint16_t>(bytes.data() + at + 6) == 0) {
            upgraded = upgradeCommittedV2(payload);
            if (upgraded)
                payload = *upgraded;
        }
        const Ledger *current = started ? &ledger : nullptr;
        if (checkMessage(current, type, payload) != RejectReason::None ||
            (started && type == MessageType::Hello)) {
            //: %1 is a byte offset in the witness journal file.
            result.damage = Tr::tr("Record at byte %1 contradicts the run before it.").arg(at);
            break;
        }
        applyMessage(ledger, type, timeNs, payload);
        started = true;
        ++result.records;
        at += length;
    }
    result.goodBytes = at;
    if (mapped)
        file.unmap(const_cast<uchar *>(mapped));
    if (result.damage.isEmpty() && at < size) {
        // A torn tail: the witness died while appending. Cut it so appends resume cleanly.
        if (file.resize(at) && ::fdatasync(file.handle()) == 0)
            result.truncatedBytes = size - at;
        else
            result.damage = Tr::tr("Cannot truncate the torn end of the journal.");
    }
    if (started)
        result.ledger = std::move(ledger);
    return result;
}

Journal::~Journal()
{
    close();
}

bool Journal::open(const QString &root, const RunId &runId, QString *error)
{
    close();
    const QString folder = runFolderPath(root, runId);
    m_path = journalFilePath(folder);
    if (!QDir(folder).exists()) {
        if (!QDir().mkpath(folder) || !syncFolder(root)) {
            m_openErrno = errno;
            *error = errnoText(m_path, m_openErrno);
            return false;
        }
    }
    const bool existed = QFile::exists(m_path);
    m_fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
                  0644);
    if (m_fd < 0 || (!existed && !syncFolder(folder))) {
        m_openErrno = errno;
        *error = errnoText(m_path, m_openErrno);
        close();
        return false;
    }
    m_size = qint64(::lseek(m_fd, 0, SEEK_END));
    return true;
}

bool Journal::append(MessageType type, std::int64_t witnessTimeNs, QByteArrayView payload,
                     QString *error)
{
    QByteArray record(kRecordHeaderBytes, Qt::Uninitialized);
    std::memcpy(record.data(), kRecordMagic, 4);
    qToLittleEndian<std::uint16_t>(std::uint16_t(type), record.data() + 4);
    qToLittleEndian<std::uint16_t>(kRecordFormat, record.data() + 6);
    qToLittleEndian<std::uint32_t>(std::uint32_t(payload.size()), record.data() + 8);
    qToLittleEndian<std::int64_t>(witnessTimeNs, record.data() + 12);
    record.append(payload);
    char crc[4];
    qToLittleEndian(crc32c(record.constData(), std::size_t(record.size())), crc);
    record.append(crc, 4);
    qsizetype done = 0;
    while (done < record.size()) {
        const ssize_t n =
            ::write(m_fd, record.constData() + done, std::size_t(record.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = errnoText(m_path, n < 0 ? errno : ENOSPC);
            return false;
        }
        done += n;
    }
    m_size += record.size();
    m_dirty = true;
    return true;
}

bool Journal::sync(QString *error)
{
    if (!m_dirty)
        return true;
    if (::fdatasync(m_fd) != 0) {
        *error = errnoText(m_path, errno);
        return false;
    }
    m_dirty = false;
    return true;
}

void Journal::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_dirty = false;
}

} // namespace DriveProof::PowerLoss
