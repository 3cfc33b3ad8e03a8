#include "scsicodec.h"

#include "cachetr.h"

namespace DriveProof::Cache {

namespace {

// SPC-4, MODE SENSE(10) / MODE SELECT(10) operation codes.
constexpr quint8 kOpModeSense10 = 0x5A;
constexpr quint8 kOpModeSelect10 = 0x55;
// SBC-3, Caching mode page: page code 08h.
constexpr quint8 kCachingPageCode = 0x08;
// SPC-4, Mode parameter header(10): 8 bytes; mode data length in bytes 0-1 counts the
// bytes that follow it; block descriptor length in bytes 6-7.
constexpr int kHeader10Size = 8;

quint8 byteAt(QByteArrayView data, qsizetype i)
{
    return quint8(data[i]);
}

quint16 be16(QByteArrayView data, qsizetype i)
{
    return quint16((byteAt(data, i) << 8) | byteAt(data, i + 1));
}

Error parseError(const QString &message)
{
    return Error{QString(), message, 0};
}

// "08", "2A": how SCSI documents write codes (the "h" suffix is added by the caller).
QString hexByte(quint8 value)
{
    return QString::number(value, 16).toUpper().rightJustified(2, QLatin1Char('0'));
}

// SPC-4, Mode page and subpage formats: byte 0 = PS (bit 7), SPF (bit 6), page code
// (bits 5-0). Page_0 format: page length in byte 1; sub_page format: subpage code in
// byte 2 and page length in bytes 2-3 after a 4-byte header.
struct PageSpan
{
    qsizetype offset = 0;
    qsizetype size = 0; // whole page, header included
    quint8 code = 0;
    bool subpageFormat = false;
};

Result<PageSpan> pageAt(QByteArrayView data, qsizetype offset, qsizetype end)
{
    PageSpan span{offset, 0, quint8(byteAt(data, offset) & 0x3F),
                  (byteAt(data, offset) & 0x40) != 0};
    if (!span.subpageFormat) {
        span.size = 2 + qsizetype(byteAt(data, offset + 1));
    } else if (offset + 4 <= end) {
        span.size = 4 + qsizetype(be16(data, offset + 2));
    } else {
        //: %1 byte offset in the drive's reply
        return parseError(Tr::tr("The mode page header at byte %1 is cut off.").arg(offset));
    }
    if (offset + span.size > end) {
        //: %1 page code in hex, %2 its length in bytes, %3 bytes actually present
        return parseError(Tr::tr("Mode page %1h claims %2 bytes but only %3 are present.")
                              .arg(hexByte(span.code))
                              .arg(span.size)
                              .arg(end - offset));
    }
    return span;
}

} // namespace

ScsiCdb10 buildModeSenseCaching(PageControl pc, quint16 allocationLength)
{
    ScsiCdb10 cdb{};
    cdb[0] = kOpModeSense10;
    cdb[1] = 0x08; // DBD (bit 3): no block descriptors; LLBAA (bit 4) 0
    cdb[2] = quint8((quint8(pc) << 6) | kCachingPageCode); // PC bits 7-6, page code 5-0
    cdb[3] = 0x00;                                         // subpage code 00h: the page itself
    cdb[7] = quint8(allocationLength >> 8); // allocation length, big-endian, bytes 7-8
    cdb[8] = quint8(allocationLength & 0xFF);
    cdb[9] = 0x00; // CONTROL
    return cdb;
}

ScsiCdb10 buildModeSelect(quint16 parameterListLength, bool save)
{
    ScsiCdb10 cdb{};
    cdb[0] = kOpModeSelect10;
    // PF (bit 4): pages follow the SPC/SBC page format. SP (bit 0): save the pages.
    cdb[1] = quint8(0x10 | (save ? 0x01 : 0x00));
    cdb[7] = quint8(parameterListLength >> 8); // parameter list length, bytes 7-8
    cdb[8] = quint8(parameterListLength & 0xFF);
    cdb[9] = 0x00;
    return cdb;
}

Result<ScsiCachingPage> parseCachingModeSense(QByteArrayView reply, PageControl pc)
{
    if (reply.size() < kHeader10Size) {
        //: %1 number of bytes received
        return parseError(Tr::tr("The MODE SENSE reply has %1 bytes, fewer than the 8-byte "
                                 "mode parameter header.")
                              .arg(reply.size()));
    }
    const qsizetype declared = qsizetype(be16(reply, 0)) + 2; // length counts bytes after 0-1
    if (declared < kHeader10Size) {
        //: %1 the mode data length field of the reply
        return parseError(Tr::tr("The MODE SENSE reply declares a mode data length of %1, "
                                 "too short for its own header.")
                              .arg(declared - 2));
    }
    // A reply longer than we asked for is cut at the allocation length: trust only what
    // both the length field and the buffer cover.
    const qsizetype end = qMin(declared, reply.size());
    const qsizetype descriptors = be16(reply, 6);
    qsizetype offset = kHeader10Size + descriptors;
    if (offset + 2 > end) {
        //: %1 block descriptor length, %2 bytes present
        return parseError(Tr::tr("The MODE SENSE reply's block descriptors (%1 bytes) leave no "
                                 "room for a mode page in its %2 bytes.")
                              .arg(descriptors)
                              .arg(end));
    }
    // We asked for page 08h only, but some bridges answer with every page: walk them.
    while (offset + 2 <= end) {
        const Result<PageSpan> span = pageAt(reply, offset, end);
        if (!span)
            return span.error();
        if (span->code == kCachingPageCode && !span->subpageFormat) {
            if (span->size < 3)
                return parseError(
                    Tr::tr("The caching mode page is too short to hold the WCE bit."));
            const QByteArrayView page = reply.sliced(offset, span->size);
            ScsiCachingPage result;
            result.pageControl = pc;
            result.mediumType = byteAt(reply, 2);
            result.pageSaveable = (byteAt(page, 0) & 0x80) != 0; // PS, byte 0 bit 7
            // SBC-3, Caching mode page byte 2: WCE = bit 2, RCD = bit 0.
            result.wce = (byteAt(page, 2) & 0x04) != 0;
            result.rcd = (byteAt(page, 2) & 0x01) != 0;
            result.page = page.toByteArray();
            return result;
        }
        offset += span->size;
    }
    return parseError(Tr::tr("The MODE SENSE reply does not contain the caching mode page (08h)."));
}

Result<QByteArray> buildCachingModeSelectList(const ScsiCachingPage &current, bool enableWriteCache)
{
    if (current.pageControl != PageControl::Current || current.page.size() < 3 ||
        (quint8(current.page[0]) & 0x7F) != kCachingPageCode ||
        current.page.size() != 2 + quint8(current.page[1])) {
        return parseError(Tr::tr("A new caching page can only be built from the current, "
                                 "complete caching page."));
    }
    QByteArray list(kHeader10Size, '\0');
    // Mode parameter header(10) for MODE SELECT: mode data length (bytes 0-1) is reserved
    // and must be zero (SPC-4, Mode parameter header formats). Medium type (byte 2) as
    // read. Device-specific parameter (byte 3) zero: WP and DPOFUA are not ours to set
    // (SBC-3, Mode parameters; the kernel's sd driver clears it too). Block descriptor
    // length (bytes 6-7) zero: no descriptors, so the drive keeps its own.
    list[2] = char(current.mediumType);
    QByteArray page = current.page;
    page[0] = char(quint8(page[0]) & 0x3F); // PS is reserved in MODE SELECT; SPF = 0
    quint8 flags = quint8(page[2]);
    flags = enableWriteCache ? quint8(flags | 0x04) : quint8(flags & ~0x04); // WCE, bit 2
    page[2] = char(flags);
    list += page;
    return list;
}

Result<ScsiSense> parseSense(QByteArrayView sense)
{
    if (sense.isEmpty())
        return parseError(Tr::tr("The drive reported an error but sent no sense data."));
    // SPC-4, Sense data: RESPONSE CODE in byte 0 bits 6-0.
    const quint8 code = byteAt(sense, 0) & 0x7F;
    ScsiSense result;
    result.deferred = code == 0x71 || code == 0x73;
    if (code == 0x70 || code == 0x71) {
        // Fixed format: sense key in byte 2 bits 3-0; additional sense length in byte 7;
        // ASC / ASCQ in bytes 12 / 13, present only when the length reaches them.
        if (sense.size() < 3)
            return parseError(Tr::tr("The drive's fixed-format sense data is cut off."));
        result.senseKey = byteAt(sense, 2) & 0x0F;
        const qsizetype end =
            sense.size() >= 8 ? qMin(sense.size(), 8 + qsizetype(byteAt(sense, 7))) : sense.size();
        if (end >= 14) {
            result.asc = byteAt(sense, 12);
            result.ascq = byteAt(sense, 13);
        }
        return result;
    }
    if (code == 0x72 || code == 0x73) {
        // Descriptor format: sense key byte 1 bits 3-0, ASC byte 2, ASCQ byte 3.
        if (sense.size() < 4)
            return parseError(Tr::tr("The drive's descriptor-format sense data is cut off."));
        result.descriptorFormat = true;
        result.senseKey = byteAt(sense, 1) & 0x0F;
        result.asc = byteAt(sense, 2);
        result.ascq = byteAt(sense, 3);
        return result;
    }
    //: %1 the response code byte in hex
    return parseError(Tr::tr("The drive sent sense data in an unknown format (response code %1h).")
                          .arg(hexByte(code)));
}

ModeOperation senseOperationFor(PageControl pc)
{
    switch (pc) {
    case PageControl::Current:
        return ModeOperation::SenseCurrent;
    case PageControl::Changeable:
        return ModeOperation::SenseChangeable;
    case PageControl::Default:
        return ModeOperation::SenseDefault;
    case PageControl::Saved:
        return ModeOperation::SenseSaved;
    }
    return ModeOperation::SenseCurrent;
}

bool senseIsBenign(const ScsiSense &sense)
{
    return sense.senseKey == SenseKey::RecoveredError ||
           (sense.senseKey == SenseKey::NoSense && sense.asc == 0 && sense.ascq == 0);
}

QString senseKeyName(quint8 senseKey)
{
    // SPC-4, Sense key descriptions.
    static const char *const names[16] = {
        "NO SENSE",       "RECOVERED ERROR", "NOT READY",      "MEDIUM ERROR",
        "HARDWARE ERROR", "ILLEGAL REQUEST", "UNIT ATTENTION", "DATA PROTECT",
        "BLANK CHECK",    "VENDOR SPECIFIC", "COPY ABORTED",   "ABORTED COMMAND",
        "RESERVED (0Ch)", "VOLUME OVERFLOW", "MISCOMPARE",     "COMPLETED"};
    return QLatin1String(names[senseKey & 0x0F]);
}

QString ascName(quint8 asc, quint8 ascq)
{
    // SPC-4, ASC and ASCQ assignments: the few a caching page exchange can meet.
    struct Entry
    {
        quint8 asc;
        int ascq; // -1: any qualifier
        const char *name;
    };
    static const Entry entries[] = {
        {0x00, 0x00, "NO ADDITIONAL SENSE INFORMATION"},
        {0x04, -1, "LOGICAL UNIT NOT READY"},
        {0x1A, 0x00, "PARAMETER LIST LENGTH ERROR"},
        {0x20, 0x00, "INVALID COMMAND OPERATION CODE"},
        {0x24, 0x00, "INVALID FIELD IN CDB"},
        {0x25, 0x00, "LOGICAL UNIT NOT SUPPORTED"},
        {0x26, 0x00, "INVALID FIELD IN PARAMETER LIST"},
        {0x26, 0x01, "PARAMETER NOT SUPPORTED"},
        {0x26, 0x02, "PARAMETER VALUE INVALID"},
        {0x27, 0x00, "WRITE PROTECTED"},
        {0x29, -1, "POWER ON, RESET, OR BUS DEVICE RESET OCCURRED"},
        {0x2A, 0x01, "MODE PARAMETERS CHANGED"},
        {0x39, 0x00, "SAVING PARAMETERS NOT SUPPORTED"},
        {0x3A, -1, "MEDIUM NOT PRESENT"},
    };
    const QString codes = hexByte(asc) + QLatin1String("h/") + hexByte(ascq) + QLatin1Char('h');
    for (const Entry &e : entries) {
        if (e.asc == asc && (e.ascq < 0 || e.ascq == ascq))
            return codes + QLatin1Char(' ') + QLatin1String(e.name);
    }
    return codes;
}

namespace {

bool isSaveOperation(ModeOperation op)
{
    return op == ModeOperation::SenseSaved || op == ModeOperation::SelectSave;
}

// ILLEGAL REQUEST: the ASC says which part of the exchange the drive refused.
QString explainIllegalRequest(const ScsiSense &sense, ModeOperation op)
{
    if (sense.asc == 0x39 || (sense.asc == 0x24 && isSaveOperation(op)))
        return Tr::tr("The drive does not support saving this page, so a change lasts only "
                      "until the next power cycle.");
    if (sense.asc == 0x20)
        return Tr::tr("The drive does not support the MODE SENSE(10) and MODE SELECT(10) "
                      "commands, so its cache cannot be read or changed this way.");
    if (sense.asc == 0x24 && op == ModeOperation::Select)
        return Tr::tr("The drive rejected the MODE SELECT command.");
    if (sense.asc == 0x24)
        return Tr::tr("The drive does not report the caching mode page.");
    if (sense.asc == 0x26 || sense.asc == 0x1A)
        return Tr::tr("The drive refused the new caching page: it does not let this "
                      "setting be changed.");
    return Tr::tr("The drive rejected the command.");
}

QString explainByKey(const ScsiSense &sense, ModeOperation op)
{
    switch (sense.senseKey) {
    case SenseKey::IllegalRequest:
        return explainIllegalRequest(sense, op);
    case SenseKey::UnitAttention:
        return Tr::tr("The drive reported a reset or a changed setting; try again.");
    case SenseKey::NotReady:
        return Tr::tr("The drive is not ready (stopped, starting or without medium); try "
                      "again in a moment.");
    case SenseKey::DataProtect:
        return Tr::tr("The drive is write protected.");
    case SenseKey::MediumError:
    case SenseKey::HardwareError:
        return Tr::tr("The drive reported a hardware or medium error; check its health.");
    case SenseKey::AbortedCommand:
        return Tr::tr("The drive aborted the command; try again.");
    default:
        return Tr::tr("The drive reported an error.");
    }
}

} // namespace

QString explainSense(const ScsiSense &sense, ModeOperation operation)
{
    //: %1 a sentence saying what the drive did and what to do; %2 SCSI sense key name,
    //: %3 additional sense code and its name, e.g. "24h/00h INVALID FIELD IN CDB"
    return Tr::tr("%1 (%2, %3)")
        .arg(explainByKey(sense, operation), senseKeyName(sense.senseKey),
             ascName(sense.asc, sense.ascq));
}

} // namespace DriveProof::Cache
