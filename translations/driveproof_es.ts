<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>DriveProof::Alignment</name>
    <message>
        <source>Partition %1 on %2 starts at byte %3, which is not even on a %4-byte logical sector boundary: the partition table or the kernel&apos;s view of it is damaged. Back up its data, then recreate the partition at sector %5 (e.g. &apos;parted %2 mkpart primary %5s 100%&apos;), and check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start in bytes, %4 logical sector size in bytes, %5 suggested start sector</extracomment>
        <translation>La partición %1 de %2 empieza en el byte %3, que ni siquiera está en un límite de sector lógico de %4 bytes: la tabla de particiones o la visión que el kernel tiene de ella está dañada. Haga una copia de seguridad de sus datos, vuelva a crear la partición en el sector %5 (p. ej., &apos;parted %2 mkpart primary %5s 100%&apos;) y compruébelo con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, %5 bytes past a %6-byte physical sector boundary and %8 bytes short of the next. Every write that crosses a boundary costs the drive a read-modify-write. Back up its data, then recreate the partition at sector %7: in fdisk, delete it and create it again with first sector %7, or run &apos;parted %2 mkpart primary %7s 100%&apos; (give its old end instead of 100% if other partitions follow it). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 bytes past the physical sector boundary, %6 physical sector size in bytes, %7 suggested start sector, %8 bytes short of the next physical sector boundary. Keep the commands in quotes untranslated.</extracomment>
        <translation>La partición %1 de %2 empieza en el sector %3 (byte %4): está desalineada %8 bytes, %5 bytes después de un límite de sector físico de %6 bytes y %8 bytes antes del siguiente. Cada escritura que cruza un límite obliga a la unidad a hacer una lectura-modificación-escritura. Haga una copia de seguridad de sus datos y vuelva a crear la partición en el sector %7: en fdisk, elimínela y créela de nuevo con %7 como primer sector, o ejecute &apos;parted %2 mkpart primary %7s 100%&apos; (indique su final anterior en lugar de 100% si la siguen otras particiones). Compruébelo con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, so the drive is not slowed down, but not to 1 MiB, the boundary that partitioning tools use today and that suits SSD erase blocks and RAID stripes. No need to act now; if you recreate the partition one day, start it at sector %6 (e.g. &apos;parted %2 mkpart primary %6s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 suggested start sector</extracomment>
        <translation>La partición %1 de %2 empieza en el sector %3 (byte %4). Está alineada con los sectores físicos de %5 bytes, así que la unidad no se ralentiza, pero no con 1 MiB, el límite que usan hoy las herramientas de particionado y que conviene a los bloques de borrado de los SSD y a las franjas de RAID. No hace falta actuar ahora; si algún día vuelve a crear la partición, hágala empezar en el sector %6 (p. ej., &apos;parted %2 mkpart primary %6s 100%&apos;). Compruébelo con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors and to 1 MiB, but not to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>La partición %1 de %2 empieza en el sector %3 (byte %4). Está alineada con los sectores físicos de %5 bytes y con 1 MiB, pero no con el tamaño de E/S óptimo de %6 bytes que indica el dispositivo, por lo que las escrituras grandes pueden repartirse entre varias franjas. Si vuelve a crear la partición, hágala empezar en el sector %7 (p. ej., &apos;parted %2 mkpart primary %7s 100%&apos;). Compruébelo con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the %5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size of %6 bytes that the device reports, so large writes may be split across stripes. If you recreate the partition, start it at sector %7 (e.g. &apos;parted %2 mkpart primary %7s 100%&apos;). Check with &apos;parted %2 align-check optimal %1&apos;.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector, %4 start in bytes, %5 physical sector size in bytes, %6 optimal I/O size in bytes, %7 suggested start sector</extracomment>
        <translation>La partición %1 de %2 empieza en el sector %3 (byte %4). Está alineada con los sectores físicos de %5 bytes, pero ni con 1 MiB ni con el tamaño de E/S óptimo de %6 bytes que indica el dispositivo, por lo que las escrituras grandes pueden repartirse entre varias franjas. Si vuelve a crear la partición, hágala empezar en el sector %7 (p. ej., &apos;parted %2 mkpart primary %7s 100%&apos;). Compruébelo con &apos;parted %2 align-check optimal %1&apos;.</translation>
    </message>
    <message>
        <source>Partition %1 on %2 starts at sector %3, which suits the drive&apos;s physical sectors and 1 MiB boundaries. Nothing to do.</source>
        <extracomment>%1 partition number, %2 device or image path, %3 start sector</extracomment>
        <translation>La partición %1 de %2 empieza en el sector %3, que encaja con los sectores físicos de la unidad y con los límites de 1 MiB. No hay nada que hacer.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it. Run as root to read the partition table itself.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo abrir %1 (%2), así que estas son las particiones que el kernel lista para él. Ejecute como root para leer la propia tabla de particiones.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2), so these are the partitions the kernel lists for it; the partition table itself was not read.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo abrir %1 (%2), así que estas son las particiones que el kernel lista para él; no se leyó la propia tabla de particiones.</translation>
    </message>
    <message>
        <source>These are the partitions the kernel lists for %1, because its partition table could not be read: %2</source>
        <extracomment>%1 device path, %2 why the table could not be read (a full sentence)</extracomment>
        <translation>Estas son las particiones que el kernel lista para %1, porque no se pudo leer su tabla de particiones: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>alignment verdict: the partition is well aligned</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Misaligned</source>
        <extracomment>alignment verdict: the partition does not start on a physical sector boundary</extracomment>
        <translation>Desalineada</translation>
    </message>
    <message>
        <source>Cannot open %1 even as root: %2. The system blocks access to it (a container or a security policy).</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>No se puede abrir %1 ni siquiera como root: %2. El sistema bloquea el acceso (un contenedor o una política de seguridad).</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Run as root or use sudo.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>No se puede abrir %1: %2. Ejecute como root o use sudo.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check the path.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>No se puede abrir %1: %2. Compruebe la ruta.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2. Check that the drive is connected and the file is readable.</source>
        <extracomment>%1 device or file, %2 the system&apos;s reason</extracomment>
        <translation>No se puede abrir %1: %2. Compruebe que la unidad esté conectada y que el archivo se pueda leer.</translation>
    </message>
    <message>
        <source>No partition table for %2-byte sectors found on %1, but there is one for %3-byte sectors. Read it with a logical sector size of %3 bytes.</source>
        <extracomment>%1 image file, %2 sector size asked for, %3 sector size that works (bytes)</extracomment>
        <translation>No se encontró en %1 ninguna tabla de particiones para sectores de %2 bytes, pero sí una para sectores de %3 bytes. Léala con un tamaño de sector lógico de %3 bytes.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 es una carpeta. Indique una unidad como /dev/sdb o un archivo de imagen de disco.</translation>
    </message>
    <message>
        <source>%1 is neither a drive nor a disk image file. Give a drive such as /dev/sdb or a disk image file.</source>
        <extracomment>%1 the path the user gave</extracomment>
        <translation>%1 no es ni una unidad ni un archivo de imagen de disco. Indique una unidad como /dev/sdb o un archivo de imagen de disco.</translation>
    </message>
    <message>
        <source>No partition table found on %1: the file is empty.</source>
        <extracomment>%1 image file</extracomment>
        <translation>No se encontró ninguna tabla de particiones en %1: el archivo está vacío.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. There is nothing to align yet; partitioning tools start the first partition at 1 MiB, which suits this drive.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 está vacía: sin tabla de particiones ni sistema de archivos, como llega una unidad nueva. Aún no hay nada que alinear; las herramientas de particionado empiezan la primera partición en 1 MiB, lo que le conviene a esta unidad.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout, but the drive reports its sector 0 %3 bytes past a physical sector boundary, so the file system&apos;s blocks straddle physical sectors. Only a new layout fixes that: back up, then create a partition table whose first partition starts at 1 MiB.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;), %3 alignment offset in bytes</extracomment>
        <translation>%1 tiene un sistema de archivos %2 escrito directamente sobre toda la unidad, sin tabla de particiones. Es una disposición válida, pero la unidad indica que su sector 0 está %3 bytes después de un límite de sector físico, así que los bloques del sistema de archivos cruzan sectores físicos. Solo una nueva disposición lo arregla: haga una copia de seguridad y cree una tabla de particiones cuya primera partición empiece en 1 MiB.</translation>
    </message>
    <message>
        <source>%1 holds its %2 file system written straight onto the whole drive, without a partition table. That is a valid layout: the file system starts at byte 0, on a boundary of every sector size, so it is aligned. Nothing to do.</source>
        <extracomment>%1 device path, %2 file-system type (&quot;ext4&quot;)</extracomment>
        <translation>%1 tiene un sistema de archivos %2 escrito directamente sobre toda la unidad, sin tabla de particiones. Es una disposición válida: el sistema de archivos empieza en el byte 0, en un límite de cualquier tamaño de sector, así que está alineado. No hay nada que hacer.</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <extracomment>alignment verdict: physically aligned (the drive is not slowed down, no need to act now), but not to 1 MiB or the optimal I/O size</extracomment>
        <translation>Aceptable</translation>
    </message>
    <message>
        <source>No partition table found on %1: it is empty, or holds a file system on the whole of it, which needs none. Check that this is the right disk or image.</source>
        <extracomment>%1 device or image file</extracomment>
        <translation>No se encontró tabla de particiones en %1: está vacío o tiene un sistema de archivos en toda su extensión, que no la necesita. Compruebe que es el disco o la imagen correctos.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cache</name>
    <message numerus="yes">
        <source>The sense data is cut off: %n byte(s) of the 8-byte header arrived.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Los datos sense están truncados: llegó %n byte de la cabecera de 8 bytes.</numerusform>
            <numerusform>Los datos sense están truncados: llegaron %n bytes de la cabecera de 8 bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ATA Status Return descriptor is malformed (length %1h instead of 0Ch).</source>
        <extracomment>%1 the descriptor&apos;s length byte in hex</extracomment>
        <translation>El descriptor ATA Status Return está mal formado (longitud %1h en lugar de 0Ch).</translation>
    </message>
    <message>
        <source>The sense data is cut off inside the ATA Status Return descriptor.</source>
        <translation>Los datos sense están truncados dentro del descriptor ATA Status Return.</translation>
    </message>
    <message>
        <source>The sense data is cut off: it declares %1 bytes but %2 arrived.</source>
        <extracomment>%1 bytes the sense data declares, %2 bytes that arrived</extracomment>
        <translation>Los datos sense están truncados: declaran %1 bytes, pero llegaron %2.</translation>
    </message>
    <message numerus="yes">
        <source>The fixed-format sense data is cut off: %n byte(s) arrived, at least 14 are needed.</source>
        <extracomment>%n number of bytes that arrived</extracomment>
        <translation>
            <numerusform>Los datos sense de formato fijo están truncados: llegó %n byte y se necesitan al menos 14.</numerusform>
            <numerusform>Los datos sense de formato fijo están truncados: llegaron %n bytes y se necesitan al menos 14.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device sent no sense data, so the ATA status of the command is unknown.</source>
        <translation>El dispositivo no envió datos sense, así que se desconoce el estado ATA del comando.</translation>
    </message>
    <message>
        <source>The sense data has an unknown format (response code %1h): neither descriptor (72h) nor fixed (70h) format.</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>Los datos sense tienen un formato desconocido (código de respuesta %1h): no son ni de formato descriptor (72h) ni de formato fijo (70h).</translation>
    </message>
    <message>
        <source>sense key %1h, additional sense %2h/%3h</source>
        <extracomment>SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier</extracomment>
        <translation>sense key %1h, sense adicional %2h/%3h</translation>
    </message>
    <message>
        <source>%1, ATA status %2h, error %3h</source>
        <extracomment>%1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex</extracomment>
        <translation>%1, estado ATA %2h, error %3h</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: give a saved IDENTIFY dump (512 raw bytes or the text of &apos;hdparm --Istdout&apos;).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 no es un archivo normal: indique un volcado IDENTIFY guardado (512 bytes en bruto o el texto de &apos;hdparm --Istdout&apos;).</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, or about 1300 bytes of text).</source>
        <extracomment>%1 file name, %2 its size in bytes</extracomment>
        <translation>%1 tiene %2 bytes: demasiado grande para un volcado IDENTIFY (512 bytes en bruto, o unos 1300 bytes de texto).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>No se puede leer %1: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>IDENTIFY data must be exactly 512 bytes; this has %n byte(s).</source>
        <extracomment>%n the size of the data in bytes</extracomment>
        <translation>
            <numerusform>Los datos IDENTIFY deben tener exactamente 512 bytes; estos tienen %n byte.</numerusform>
            <numerusform>Los datos IDENTIFY deben tener exactamente 512 bytes; estos tienen %n bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The IDENTIFY data is all zeros: the drive or its USB bridge returned no data.</source>
        <translation>Los datos IDENTIFY son todo ceros: la unidad o su puente USB no devolvió datos.</translation>
    </message>
    <message>
        <source>The IDENTIFY data is all FFh: no drive answered (an empty port, or a bridge without a disk).</source>
        <translation>Los datos IDENTIFY son todo FFh: no respondió ninguna unidad (un puerto vacío o un puente sin disco).</translation>
    </message>
    <message>
        <source>Word 0 is %1h: this is data from an ATAPI device (an optical drive), not IDENTIFY DEVICE data of a disk.</source>
        <extracomment>%1 word 0 in hex</extracomment>
        <translation>La palabra 0 es %1h: son datos de un dispositivo ATAPI (una unidad óptica), no datos IDENTIFY DEVICE de un disco.</translation>
    </message>
    <message>
        <source>The IDENTIFY checksum in word 255 is wrong (the 512 bytes sum to %1h, not 00h): the data is damaged or was edited.</source>
        <extracomment>%1 the sum of all bytes modulo 256, in hex</extracomment>
        <translation>La suma de comprobación IDENTIFY de la palabra 255 es incorrecta (los 512 bytes suman %1h, no 00h): los datos están dañados o se han editado.</translation>
    </message>
    <message>
        <source>Words 117-118 give a logical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>Las palabras 117-118 indican un tamaño de sector lógico de %1 bytes, que ninguna unidad usa: los datos están dañados.</translation>
    </message>
    <message>
        <source>Word 106 gives a physical sector size of %1 bytes, which no drive uses: the data is damaged.</source>
        <extracomment>%1 a size in bytes</extracomment>
        <translation>La palabra 106 indica un tamaño de sector físico de %1 bytes, que ninguna unidad usa: los datos están dañados.</translation>
    </message>
    <message>
        <source>Line %1: &apos;%2&apos; is not a word of four hex digits.</source>
        <extracomment>%1 line number, %2 the offending text</extracomment>
        <translation>Línea %1: &apos;%2&apos; no es una palabra de cuatro dígitos hexadecimales.</translation>
    </message>
    <message>
        <source>Line %1: more than 256 words; IDENTIFY data has exactly 256.</source>
        <extracomment>%1 line number</extracomment>
        <translation>Línea %1: más de 256 palabras; los datos IDENTIFY tienen exactamente 256.</translation>
    </message>
    <message>
        <source>No IDENTIFY words found: expected 256 words of four hex digits, 8 a line, as &apos;hdparm --Istdout&apos; prints them.</source>
        <translation>No se encontraron palabras IDENTIFY: se esperaban 256 palabras de cuatro dígitos hexadecimales, 8 por línea, tal como las imprime &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: the words end after %n word(s); IDENTIFY data has 256.</source>
        <extracomment>%1 line number, %n number of words found</extracomment>
        <translation>
            <numerusform>Línea %1: las palabras terminan tras %n palabra; los datos IDENTIFY tienen 256.</numerusform>
            <numerusform>Línea %1: las palabras terminan tras %n palabras; los datos IDENTIFY tienen 256.</numerusform>
        </translation>
    </message>
    <message>
        <source>the device</source>
        <translation>el dispositivo</translation>
    </message>
    <message>
        <source>%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a drive: it is not a whole SATA, SAS or USB disk (partitions, loop, virtual and NVMe devices have no ATA drive behind them).</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>%1 no acepta comandos SCSI (SG_IO), así que %2 no puede llegar a una unidad: no es un disco SATA, SAS o USB completo (las particiones y los dispositivos loop, virtuales y NVMe no tienen una unidad ATA detrás).</translation>
    </message>
    <message>
        <source>Permission denied sending %2 to %1: ATA commands need root or the DriveProof helper.</source>
        <extracomment>%1 device, %2 ATA command name</extracomment>
        <translation>Permiso denegado al enviar %2 a %1: los comandos ATA requieren root o el auxiliar de DriveProof.</translation>
    </message>
    <message>
        <source>Sending %1 to %2 failed: %3.</source>
        <extracomment>%1 ATA command name, %2 device, %3 the system&apos;s error text</extracomment>
        <translation>Falló el envío de %1 a %2: %3.</translation>
    </message>
    <message>
        <source>The drive in %1 refused %2 (ABORT): it does not support this command or setting (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>La unidad de %1 rechazó %2 (ABORT): no admite este comando o ajuste (%3).</translation>
    </message>
    <message>
        <source>The drive in %1 reported an error for %2 (%3); check its health and cabling, then try again.</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>La unidad de %1 informó de un error en %2 (%3); compruebe su estado y su cableado, e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>%1 rejected %2: the disk or its USB bridge does not pass ATA commands through (SAT) (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 rechazó %2: el disco o su puente USB no transmite comandos ATA (SAT) (%3).</translation>
    </message>
    <message>
        <source>%1 did not run %2 (%3).</source>
        <extracomment>%1 device, %2 ATA command name, %3 technical details</extracomment>
        <translation>%1 no ejecutó %2 (%3).</translation>
    </message>
    <message>
        <source>%1 timed out on %2: the drive did not answer.</source>
        <extracomment>%1 ATA command name, %2 device</extracomment>
        <translation>%1 agotó el tiempo de espera en %2: la unidad no respondió.</translation>
    </message>
    <message>
        <source>%1 did not reach the drive in %2 (host status %3, driver status %4).</source>
        <extracomment>%1 ATA command name, %2 device, %3 / %4 numbers from the kernel</extracomment>
        <translation>%1 no llegó a la unidad de %2 (estado del host %3, estado del controlador %4).</translation>
    </message>
    <message>
        <source>%1 failed on %2 with SCSI status %3h and no sense data.</source>
        <extracomment>%1 ATA command name, %2 device, %3 SCSI status byte</extracomment>
        <translation>%1 falló en %2 con el estado SCSI %3h y sin datos sense.</translation>
    </message>
    <message>
        <source>The drive in %1 reports no volatile write cache that can be switched (IDENTIFY word 82 bit 5).</source>
        <extracomment>%1 device</extracomment>
        <translation>La unidad de %1 no indica ninguna caché de escritura volátil que se pueda activar o desactivar (IDENTIFY, palabra 82, bit 5).</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as off.</source>
        <extracomment>%1 device</extracomment>
        <translation>La unidad de %1 aceptó el comando, pero sigue indicando que su caché de escritura está desactivada.</translation>
    </message>
    <message>
        <source>The drive in %1 accepted the command but still reports its write cache as on.</source>
        <extracomment>%1 device</extracomment>
        <translation>La unidad de %1 aceptó el comando, pero sigue indicando que su caché de escritura está activada.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as off.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 aceptó el cambio, pero sigue indicando que su caché de escritura está desactivada.</translation>
    </message>
    <message>
        <source>The drive %1 accepted the change but still reports its write cache as on.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 aceptó el cambio, pero sigue indicando que su caché de escritura está activada.</translation>
    </message>
    <message>
        <source>The Identify Controller data has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>Los datos de Identify Controller tienen %1 bytes en lugar de %2.</translation>
    </message>
    <message>
        <source>The NVMe health log has %1 bytes instead of %2.</source>
        <extracomment>%1 bytes received, %2 bytes expected</extracomment>
        <translation>El registro de salud NVMe tiene %1 bytes en lugar de %2.</translation>
    </message>
    <message>
        <source>The drive does not support this admin command.</source>
        <translation>La unidad no admite este comando de administración.</translation>
    </message>
    <message>
        <source>The drive cannot save its write cache setting, so a change lasts only until the next power cycle.</source>
        <translation>La unidad no puede guardar el ajuste de su caché de escritura, así que un cambio solo dura hasta el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>The drive does not allow its write cache setting to be changed.</source>
        <translation>La unidad no permite cambiar el ajuste de su caché de escritura.</translation>
    </message>
    <message>
        <source>The drive does not provide the SMART / health log.</source>
        <translation>La unidad no proporciona el registro SMART / de salud.</translation>
    </message>
    <message>
        <source>The drive does not support saving its write cache setting.</source>
        <translation>La unidad no admite guardar el ajuste de su caché de escritura.</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache to read or change.</source>
        <translation>La unidad no tiene una caché de escritura volátil que leer o cambiar.</translation>
    </message>
    <message>
        <source>The drive rejected a field of the command.</source>
        <translation>La unidad rechazó un campo del comando.</translation>
    </message>
    <message>
        <source>The drive reported an internal error; check its health and try again.</source>
        <translation>La unidad informó de un error interno; compruebe su estado e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The drive rejected the command.</source>
        <translation>La unidad rechazó el comando.</translation>
    </message>
    <message>
        <source>%1 (NVMe status %2)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 the raw NVMe status code type and status code, e.g. &quot;SCT 1h, SC 0Dh&quot;</extracomment>
        <translation>%1 (estado NVMe %2)</translation>
    </message>
    <message>
        <source>The device does not accept NVMe admin commands (it is not an NVMe drive).</source>
        <translation>El dispositivo no acepta comandos de administración NVMe (no es una unidad NVMe).</translation>
    </message>
    <message>
        <source>Permission denied: run as root or through the DriveProof helper.</source>
        <translation>Permiso denegado: ejecute como root o a través del auxiliar de DriveProof.</translation>
    </message>
    <message>
        <source>The device is gone; reconnect it and try again.</source>
        <translation>El dispositivo ya no está; vuelva a conectarlo e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; try again.</source>
        <translation>La unidad no respondió a tiempo; inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 NVMe command name, %2 device path, %3 the reason and what to do
----------
%1 SCSI command name, %2 device path, %3 the reason and what to do</extracomment>
        <translation>%1 falló en %2: %3</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>No se pudieron decodificar los datos que devolvió %1: %2</translation>
    </message>
    <message>
        <source>The drive does not report whether its write cache setting can be saved (no Select / Save support), so a change lasts only until the next power cycle.</source>
        <translation>La unidad no indica si el ajuste de su caché de escritura se puede guardar (no admite Select / Save), así que un cambio solo dura hasta el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>The drive %1 has no volatile write cache to switch.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 no tiene una caché de escritura volátil que activar o desactivar.</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 no permite activar o desactivar su caché de escritura.</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its write cache setting, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 no puede guardar el ajuste de su caché de escritura, así que el cambio no se puede conservar tras un ciclo de encendido. Cámbielo sin conservarlo.</translation>
    </message>
    <message>
        <source>The mode page header at byte %1 is cut off.</source>
        <extracomment>%1 byte offset in the drive&apos;s reply</extracomment>
        <translation>La cabecera de la página de modo en el byte %1 está truncada.</translation>
    </message>
    <message>
        <source>Mode page %1h claims %2 bytes but only %3 are present.</source>
        <extracomment>%1 page code in hex, %2 its length in bytes, %3 bytes actually present</extracomment>
        <translation>La página de modo %1h declara %2 bytes, pero solo hay %3.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply has %1 bytes, fewer than the 8-byte mode parameter header.</source>
        <extracomment>%1 number of bytes received</extracomment>
        <translation>La respuesta de MODE SENSE tiene %1 bytes, menos que la cabecera de parámetros de modo de 8 bytes.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply declares a mode data length of %1, too short for its own header.</source>
        <extracomment>%1 the mode data length field of the reply</extracomment>
        <translation>La respuesta de MODE SENSE declara una longitud de datos de modo de %1, demasiado corta para su propia cabecera.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply&apos;s block descriptors (%1 bytes) leave no room for a mode page in its %2 bytes.</source>
        <extracomment>%1 block descriptor length, %2 bytes present</extracomment>
        <translation>Los descriptores de bloque de la respuesta de MODE SENSE (%1 bytes) no dejan sitio para una página de modo en sus %2 bytes.</translation>
    </message>
    <message>
        <source>The caching mode page is too short to hold the WCE bit.</source>
        <translation>La página de modo de caché es demasiado corta para contener el bit WCE.</translation>
    </message>
    <message>
        <source>The MODE SENSE reply does not contain the caching mode page (08h).</source>
        <translation>La respuesta de MODE SENSE no contiene la página de modo de caché (08h).</translation>
    </message>
    <message>
        <source>A new caching page can only be built from the current, complete caching page.</source>
        <translation>Solo se puede construir una nueva página de caché a partir de la página de caché actual y completa.</translation>
    </message>
    <message>
        <source>The drive reported an error but sent no sense data.</source>
        <translation>La unidad informó de un error, pero no envió datos sense.</translation>
    </message>
    <message>
        <source>The drive&apos;s fixed-format sense data is cut off.</source>
        <translation>Los datos sense de formato fijo de la unidad están truncados.</translation>
    </message>
    <message>
        <source>The drive&apos;s descriptor-format sense data is cut off.</source>
        <translation>Los datos sense de formato descriptor de la unidad están truncados.</translation>
    </message>
    <message>
        <source>The drive sent sense data in an unknown format (response code %1h).</source>
        <extracomment>%1 the response code byte in hex</extracomment>
        <translation>La unidad envió datos sense en un formato desconocido (código de respuesta %1h).</translation>
    </message>
    <message>
        <source>The drive does not support saving this page, so a change lasts only until the next power cycle.</source>
        <translation>La unidad no admite guardar esta página, así que un cambio solo dura hasta el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>The drive does not support the MODE SENSE(10) and MODE SELECT(10) commands, so its cache cannot be read or changed this way.</source>
        <translation>La unidad no admite los comandos MODE SENSE(10) y MODE SELECT(10), así que su caché no se puede leer ni cambiar de esta forma.</translation>
    </message>
    <message>
        <source>The drive rejected the MODE SELECT command.</source>
        <translation>La unidad rechazó el comando MODE SELECT.</translation>
    </message>
    <message>
        <source>The drive does not report the caching mode page.</source>
        <translation>La unidad no indica la página de modo de caché.</translation>
    </message>
    <message>
        <source>The drive refused the new caching page: it does not let this setting be changed.</source>
        <translation>La unidad rechazó la nueva página de caché: no permite cambiar este ajuste.</translation>
    </message>
    <message>
        <source>The drive reported a reset or a changed setting; try again.</source>
        <translation>La unidad informó de un reinicio o de un ajuste cambiado; inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The drive is not ready (stopped, starting or without medium); try again in a moment.</source>
        <translation>La unidad no está lista (detenida, arrancando o sin medio); inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The drive is write protected.</source>
        <translation>La unidad está protegida contra escritura.</translation>
    </message>
    <message>
        <source>The drive reported a hardware or medium error; check its health.</source>
        <translation>La unidad informó de un error de hardware o del medio; compruebe su estado.</translation>
    </message>
    <message>
        <source>The drive aborted the command; try again.</source>
        <translation>La unidad abortó el comando; inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The drive reported an error.</source>
        <translation>La unidad informó de un error.</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 a sentence saying what the drive did and what to do; %2 SCSI sense key name, %3 additional sense code and its name, e.g. &quot;24h/00h INVALID FIELD IN CDB&quot;</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The device does not accept SCSI commands, so its drive-level write cache cannot be read or changed this way.</source>
        <translation>El dispositivo no acepta comandos SCSI, así que la caché de escritura de la unidad no se puede leer ni cambiar de esta forma.</translation>
    </message>
    <message>
        <source>The drive did not answer in time; check its cable and power.</source>
        <translation>La unidad no respondió a tiempo; compruebe su cable y su alimentación.</translation>
    </message>
    <message>
        <source>The connection to the drive failed (host status %1h); check its cable and power.</source>
        <extracomment>%1 the Linux host status code in hex</extracomment>
        <translation>Falló la conexión con la unidad (estado del host %1h); compruebe su cable y su alimentación.</translation>
    </message>
    <message>
        <source>The drive is busy; try again in a moment.</source>
        <translation>La unidad está ocupada; inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The drive returned SCSI status %1h without sense data.</source>
        <extracomment>%1 SCSI status byte in hex</extracomment>
        <translation>La unidad devolvió el estado SCSI %1h sin datos sense.</translation>
    </message>
    <message>
        <source>The caching mode page of %1 could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the reply</extracomment>
        <translation>No se pudo decodificar la página de modo de caché de %1: %2</translation>
    </message>
    <message>
        <source>The drive %1 does not allow its write cache to be switched (its caching page marks WCE as not changeable).</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 no permite activar o desactivar su caché de escritura (su página de caché marca WCE como no modificable).</translation>
    </message>
    <message>
        <source>The drive %1 cannot save its caching page, so the change cannot be kept after a power cycle. Switch it without keeping it instead.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad %1 no puede guardar su página de caché, así que el cambio no se puede conservar tras un ciclo de encendido. Cámbielo sin conservarlo.</translation>
    </message>
    <message>
        <source>%1 is not a whole SCSI disk; only those can be asked to re-read their caching page.</source>
        <extracomment>%1 kernel block device name</extracomment>
        <translation>%1 no es un disco SCSI completo; solo a estos se les puede pedir que vuelvan a leer su página de caché.</translation>
    </message>
    <message>
        <source>Could not ask the kernel to re-read the settings of %1: %2. Its view of the write cache may be out of date until the next reboot.</source>
        <extracomment>%1 kernel block device name, %2 system error text</extracomment>
        <translation>No se pudo pedir al kernel que vuelva a leer los ajustes de %1: %2. Su visión de la caché de escritura puede quedar desactualizada hasta el próximo reinicio.</translation>
    </message>
    <message>
        <source>udisks2 could not save the write-cache setting: %1. The change lasts only until the next power cycle.</source>
        <extracomment>%1 udisks2&apos;s error message</extracomment>
        <translation>udisks2 no pudo guardar el ajuste de la caché de escritura: %1. El cambio solo dura hasta el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): the drive-level write cache does not apply; the kernel&apos;s view shows whether it passes flushes on to the file.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 es un archivo usado como unidad (%2): la caché de escritura de la unidad no se aplica; la vista del kernel muestra si transmite los vaciados de caché (flush) al archivo.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive and its cache are on the host, out of reach from this machine. Only the kernel&apos;s view is shown; whether flushes reach the host&apos;s drive depends on the hypervisor&apos;s cache mode.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 es un disco virtual: la unidad real y su caché están en el anfitrión, fuera del alcance de esta máquina. Solo se muestra la vista del kernel; que los vaciados de caché (flush) lleguen a la unidad del anfitrión depende del modo de caché del hipervisor.</translation>
    </message>
    <message>
        <source>%1 takes no drive commands: the drive-level write cache does not apply, only the kernel&apos;s view.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no acepta comandos de unidad: la caché de escritura de la unidad no se aplica, solo la vista del kernel.</translation>
    </message>
    <message>
        <source>DriveProof does not know how to ask %1 about its write cache (unknown transport).</source>
        <extracomment>%1 device path</extracomment>
        <translation>DriveProof no sabe cómo preguntar a %1 por su caché de escritura (interfaz desconocida).</translation>
    </message>
    <message>
        <source>The kernel says write through but the drive&apos;s cache is on: the kernel no longer sends flushes, so committed data can be lost at a power cut. Switch the drive&apos;s cache off, or let the kernel re-read the drive&apos;s setting.</source>
        <translation>El kernel indica «write through», pero la caché de la unidad está activada: el kernel ya no envía vaciados de caché (flush), así que los datos confirmados pueden perderse en un corte de corriente. Desactive la caché de la unidad o haga que el kernel vuelva a leer el ajuste de la unidad.</translation>
    </message>
    <message>
        <source>The kernel still sends flushes although the drive&apos;s cache is off: safe, only slightly slower.</source>
        <translation>El kernel sigue enviando vaciados de caché (flush) aunque la caché de la unidad está desactivada: es seguro, solo un poco más lento.</translation>
    </message>
    <message>
        <source>The cache is off now, but the saved setting switches it back on at the next power cycle.</source>
        <translation>La caché está desactivada ahora, pero el ajuste guardado la volverá a activar en el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>The cache is on now, but the saved setting switches it off at the next power cycle.</source>
        <translation>La caché está activada ahora, pero el ajuste guardado la desactivará en el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>%1 cannot keep this setting after a power cycle here, so nothing was changed. Switch it without &quot;keep after reboot&quot;: it then lasts until the next power cycle.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no puede conservar este ajuste tras un ciclo de encendido aquí, así que no se cambió nada. Cámbielo sin «Mantener tras reiniciar»: entonces dura hasta el próximo ciclo de encendido.</translation>
    </message>
    <message>
        <source>%1 has no volatile write cache that can be switched.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no tiene una caché de escritura volátil que se pueda activar o desactivar.</translation>
    </message>
    <message>
        <source>%1 does not allow its write cache setting to be changed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no permite cambiar el ajuste de su caché de escritura.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply names no device.</source>
        <translation>La respuesta del auxiliar sobre la caché de escritura no indica ningún dispositivo.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2): the write cache it reports is the hypervisor&apos;s emulation. Whether a flush reaches a real drive depends on the hypervisor&apos;s cache mode on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;, &quot;virtio&quot;...</extracomment>
        <translation>%1 es un disco virtual (%2): la caché de escritura que indica es la emulación del hipervisor. Que un vaciado de caché (flush) llegue a una unidad real depende del modo de caché del hipervisor en el anfitrión.</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 is on could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>No se pudo leer si la caché de escritura de %1 está activada: %2</translation>
    </message>
    <message>
        <source>Whether the write cache of %1 can be switched could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>No se pudo leer si la caché de escritura de %1 se puede activar o desactivar: %2</translation>
    </message>
    <message>
        <source>The saved write cache setting of %1 could not be read: %2</source>
        <extracomment>%1 device path, %2 the error the drive or the kernel gave</extracomment>
        <translation>No se pudo leer el ajuste guardado de la caché de escritura de %1: %2</translation>
    </message>
    <message>
        <source>Finding %1 (%2)</source>
        <extracomment>a finding this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Hallazgo %1 (%2)</translation>
    </message>
    <message>
        <source>write back</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends flushes</extracomment>
        <translation>escritura diferida</translation>
    </message>
    <message>
        <source>write through</source>
        <extracomment>the kernel&apos;s view of a drive&apos;s cache (queue/write_cache): it sends no flushes</extracomment>
        <translation>escritura inmediata</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has findings in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>La respuesta del auxiliar sobre la caché de escritura contiene hallazgos en un formato que esta versión no sabe leer. Reinicie DriveProof después de una actualización.</translation>
    </message>
    <message>
        <source>The helper&apos;s write-cache reply has a finding without a code. Restart DriveProof after an update.</source>
        <translation>La respuesta del auxiliar sobre la caché de escritura contiene un hallazgo sin código. Reinicie DriveProof después de una actualización.</translation>
    </message>
    <message>
        <source>A self-test is already running on the drive.</source>
        <translation>Ya hay una autoprueba en curso en la unidad.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Capacity</name>
    <message>
        <source>Writing records</source>
        <translation>Escribiendo registros</translation>
    </message>
    <message>
        <source>Pushing the drive&apos;s cache out</source>
        <translation>Vaciando la caché de la unidad</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Releyendo</translation>
    </message>
    <message>
        <source>Closing in on the boundary</source>
        <translation>Acotando el límite</translation>
    </message>
    <message>
        <source>records written elsewhere (wrap-around)</source>
        <translation>registros escritos en otro lugar (vuelta al principio)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>ceros</translation>
    </message>
    <message>
        <source>not what was written</source>
        <translation>no lo que se escribió</translation>
    </message>
    <message>
        <source>damaged records</source>
        <translation>registros dañados</translation>
    </message>
    <message>
        <source>read errors</source>
        <translation>errores de lectura</translation>
    </message>
    <message>
        <source>Usable size proved: %1 (%2 bytes).</source>
        <extracomment>%1 a size, e.g. &quot;62.1 GB&quot;, %2 the same in bytes</extracomment>
        <translation>Tamaño útil comprobado: %1 (%2 bytes).</translation>
    </message>
    <message>
        <source>First bad block at byte %1; the boundary is known to within %2.</source>
        <extracomment>%1 a byte offset as a number, %2 a size, e.g. &quot;4 kB&quot;</extracomment>
        <translation>Primer bloque defectuoso en el byte %1; el límite se conoce con una precisión de %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n write request(s), %1 written, in %2 s.</source>
        <extracomment>%n write requests, %1 a size, e.g. &quot;1.1 GB&quot;, %2 seconds, e.g. &quot;12.5&quot;</extracomment>
        <translation>
            <numerusform>%n solicitud de escritura, %1 escritos, en %2 s.</numerusform>
            <numerusform>%n solicitudes de escritura, %1 escritos, en %2 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Genuine: every record written across all %1 bytes (%2) read back where it was written.</source>
        <extracomment>%1 the drive&apos;s size in bytes as a number, %2 the same size short, e.g. &quot;1.0 TB&quot;</extracomment>
        <translation>Auténtica: cada registro escrito en los %1 bytes (%2) se releyó donde se había escrito.</translation>
    </message>
    <message>
        <source>Fake: only the first %1 are real; writes beyond that land at the start again (wrap-around). The drive claims %2.</source>
        <extracomment>%1 the real size, e.g. &quot;62.1 GB&quot;, %2 the size the drive claims, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>Falsificada: solo los primeros %1 son reales; lo que se escribe más allá vuelve a caer al principio (vuelta al principio). La unidad declara %2.</translation>
    </message>
    <message>
        <source>Fake: writes beyond %1 are thrown away. The drive claims %2.</source>
        <extracomment>%1 where the real part ends, e.g. &quot;120.3 GB&quot;, %2 the size the drive claims</extracomment>
        <translation>Falsificada: lo que se escribe más allá de %1 se descarta. La unidad declara %2.</translation>
    </message>
    <message numerus="yes">
        <source>Damaged: %n block(s) did not hold what was written, the first at %1.</source>
        <extracomment>%n how many blocks, %1 the position of the first one, e.g. &quot;3.2 GB&quot;</extracomment>
        <translation>
            <numerusform>Dañada: %n bloque no contenía lo que se escribió; el primero en %1.</numerusform>
            <numerusform>Dañada: %n bloques no contenían lo que se escribió; el primero en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not decide: the test was cancelled.</source>
        <translation>No se pudo decidir: la prueba se canceló.</translation>
    </message>
    <message>
        <source>Could not decide: the drive did not accept a flush of its cache.</source>
        <translation>No se pudo decidir: la unidad no aceptó el vaciado de su caché.</translation>
    </message>
    <message>
        <source>Could not decide: the device is too small to test.</source>
        <translation>No se pudo decidir: el dispositivo es demasiado pequeño para la prueba.</translation>
    </message>
    <message>
        <source>Could not decide: nothing that was written could be read back.</source>
        <translation>No se pudo decidir: no se pudo releer nada de lo escrito.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back: what its controller kept in memory was lost.</source>
        <translation>La unidad se reinició antes de releer: lo que su controlador guardaba en memoria se perdió.</translation>
    </message>
    <message>
        <source>The drive was reset before reading back but did not come back.</source>
        <translation>La unidad se reinició antes de releer, pero no volvió.</translation>
    </message>
    <message>
        <source>Not reset before reading back: this device cannot be reset.</source>
        <translation>Sin reinicio antes de releer: este dispositivo no se puede reiniciar.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a USB drive can be reset on its own.</source>
        <translation>Sin reinicio antes de releer: solo una unidad USB se puede reiniciar por sí sola.</translation>
    </message>
    <message>
        <source>Not reset before reading back: only a run as root can reset a USB drive (sudo driveproof-cli capacity).</source>
        <translation>Sin reinicio antes de releer: solo una ejecución como root puede reiniciar una unidad USB (sudo driveproof-cli capacity).</translation>
    </message>
    <message>
        <source>Not reset before reading back: a partition was checked, and a reset would touch the whole drive.</source>
        <translation>Sin reinicio antes de releer: se comprobó una partición, y un reinicio afectaría a toda la unidad.</translation>
    </message>
    <message>
        <source>Not reset before reading back: its USB device carries other drives too.</source>
        <translation>Sin reinicio antes de releer: su dispositivo USB lleva también otras unidades.</translation>
    </message>
    <message>
        <source>Not reset before reading back: the kernel refused (%1).</source>
        <extracomment>%1 the system&apos;s error message, e.g. &quot;Operation not permitted&quot;</extracomment>
        <translation>Sin reinicio antes de releer: el kernel lo rechazó (%1).</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s cache to write back</source>
        <translation>Esperando a que la unidad escriba su caché</translation>
    </message>
</context>
<context>
    <name>DriveProof::Cli</name>
    <message>
        <source>Logical sector size in bytes (images: 512).</source>
        <translation>Tamaño de sector lógico en bytes (imágenes: 512).</translation>
    </message>
    <message>
        <source>Physical sector size in bytes (images: 4096).</source>
        <translation>Tamaño de sector físico en bytes (imágenes: 4096).</translation>
    </message>
    <message>
        <source>Optimal I/O size in bytes, 0 = not reported (images: 0).</source>
        <translation>Tamaño de E/S óptimo en bytes, 0 = no indicado (imágenes: 0).</translation>
    </message>
    <message>
        <source>Bytes from LBA 0 to the next physical sector boundary (images: 0).</source>
        <translation>Bytes desde el LBA 0 hasta el siguiente límite de sector físico (imágenes: 0).</translation>
    </message>
    <message>
        <source>%1 %2 is not a number of bytes. Give a whole number such as 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 no es un número de bytes. Indique un número entero como 4096.</translation>
    </message>
    <message>
        <source>%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 bytes, e.g. 4096.</source>
        <extracomment>%1 option name, %2 the value given</extracomment>
        <translation>%1 %2 no es un tamaño de bloque válido. Indique una potencia de dos entre 512 y 1048576 bytes, p. ej. 4096.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than --logical-block-size %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 logical size given</extracomment>
        <translation>--physical-block-size %1 es menor que --logical-block-size %2: un sector físico contiene uno o más sectores lógicos.</translation>
    </message>
    <message>
        <source>--physical-block-size %1 is smaller than the %3-byte logical sectors of %2: a physical sector holds one or more logical sectors.</source>
        <extracomment>%1 physical size given, %2 device, %3 its logical sector size</extracomment>
        <translation>--physical-block-size %1 es menor que los sectores lógicos de %3 bytes de %2: un sector físico contiene uno o más sectores lógicos.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give 0 (not reported) or a multiple of the physical block size (%3 bytes) up to 1 GiB.</source>
        <extracomment>%1 option name, %2 the value given, %3 physical sector size</extracomment>
        <translation>%1 %2 no es válido. Indique 0 (no indicado) o un múltiplo del tamaño de bloque físico (%3 bytes) de hasta 1 GiB.</translation>
    </message>
    <message>
        <source>%1 %2 is not valid. Give a multiple of the logical block size (%3 bytes) smaller than the physical block size (%4 bytes), e.g. 0.</source>
        <extracomment>%1 option name, %2 the value given, %3 logical and %4 physical sector size</extracomment>
        <translation>%1 %2 no es válido. Indique un múltiplo del tamaño de bloque lógico (%3 bytes) menor que el tamaño de bloque físico (%4 bytes), p. ej. 0.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <extracomment>%n bytes of the optimal I/O size
----------
a size in bytes, e.g. &quot;4096 bytes&quot;</extracomment>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>%1: %2 partition table, logical sector %3 bytes, physical sector %4 bytes, optimal I/O size %5, alignment offset %6 bytes.</source>
        <extracomment>%1 device or image, %2 &quot;dos&quot;/&quot;gpt&quot;, %3 and %4 sector sizes in bytes, %5 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %6 alignment offset in bytes</extracomment>
        <translation>%1: tabla de particiones %2, sector lógico de %3 bytes, sector físico de %4 bytes, tamaño de E/S óptimo %5, desplazamiento de alineación de %6 bytes.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>The partition table of %1 has no partitions.</source>
        <extracomment>%1 device or image</extracomment>
        <translation>La tabla de particiones de %1 no tiene particiones.</translation>
    </message>
    <message>
        <source>PARTITION</source>
        <translation>PARTICIÓN</translation>
    </message>
    <message>
        <source>START (sector)</source>
        <translation>INICIO (sector)</translation>
    </message>
    <message>
        <source>START (bytes)</source>
        <translation>INICIO (bytes)</translation>
    </message>
    <message>
        <source>LOGICAL</source>
        <translation>LÓGICO</translation>
    </message>
    <message>
        <source>PHYSICAL</source>
        <translation>FÍSICO</translation>
    </message>
    <message>
        <source>OPTIMAL</source>
        <translation>ÓPTIMO</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>VEREDICTO</translation>
    </message>
    <message>
        <source>No drive or file named %1. Give a drive such as /dev/sdb (see &apos;driveproof-cli list&apos;) or the path of a disk image.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>No hay ninguna unidad ni archivo llamado %1. Indique una unidad como /dev/sdb (vea &apos;driveproof-cli list&apos;) o la ruta de una imagen de disco.</translation>
    </message>
    <message>
        <source>%1 is a partition. Give the whole drive instead: &apos;driveproof-cli align %2&apos;.</source>
        <extracomment>%1 the partition given, %2 its whole drive</extracomment>
        <translation>%1 es una partición. Indique la unidad completa: &apos;driveproof-cli align %2&apos;.</translation>
    </message>
    <message>
        <source>Check that every partition of a drive or a disk image starts on a boundary that suits the drive: its physical sectors, 1 MiB and its optimal I/O size.</source>
        <translation>Comprueba que cada partición de una unidad o de una imagen de disco empiece en un límite adecuado para la unidad: sus sectores físicos, 1 MiB y su tamaño de E/S óptimo.</translation>
    </message>
    <message>
        <source>A drive (/dev/sdb, sdb) or a disk image file.</source>
        <translation>Una unidad (/dev/sdb, sdb) o un archivo de imagen de disco.</translation>
    </message>
    <message>
        <source>Print JSON (keys in docs/json.md).</source>
        <translation>Imprime JSON (claves en docs/json.md).</translation>
    </message>
    <message>
        <source>&apos;align&apos; needs exactly one drive or disk image, e.g. &apos;driveproof-cli align /dev/sdb&apos; or &apos;driveproof-cli align disk.img&apos;.</source>
        <translation>&apos;align&apos; necesita exactamente una unidad o imagen de disco, p. ej. &apos;driveproof-cli align /dev/sdb&apos; o &apos;driveproof-cli align disk.img&apos;.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>activada</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>yes, through udisks2 (re-applied at every boot)</source>
        <translation>sí, mediante udisks2 (se vuelve a aplicar en cada arranque)</translation>
    </message>
    <message>
        <source>yes, saved in the drive</source>
        <translation>sí, guardado en la unidad</translation>
    </message>
    <message>
        <source>no: a change lasts until the next power cycle</source>
        <translation>no: un cambio dura hasta el próximo ciclo de encendido</translation>
    </message>
    <message>
        <source>ATA</source>
        <translation>ATA</translation>
    </message>
    <message>
        <source>SCSI</source>
        <translation>SCSI</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>none (takes no drive commands)</source>
        <translation>ninguno (no acepta comandos de unidad)</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <source>Drive has a write cache</source>
        <translation>La unidad tiene caché de escritura</translation>
    </message>
    <message>
        <source>Drive&apos;s cache now</source>
        <translation>Caché de la unidad ahora</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Ajuste guardado</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Can be changed</source>
        <translation>Se puede cambiar</translation>
    </message>
    <message>
        <source>Keeps after reboot</source>
        <translation>Se mantiene tras reiniciar</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Vista del kernel</translation>
    </message>
    <message>
        <source>Kernel uses FUA</source>
        <translation>El kernel usa FUA</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>- %1</source>
        <extracomment>a finding about the write cache, as a list item
----------
a finding about TRIM, as a list item</extracomment>
        <translation>- %1</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bueno</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>precaución</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>malo</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Estado general</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>temperature in degrees Celsius</extracomment>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas de encendido</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Ciclos de encendido</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Apagados no seguros</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Sectores defectuosos</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Errores del medio</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of an SSD, in percent of its rated life</extracomment>
        <translation>Desgaste</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Reserva disponible</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>%1 is a partition; the write cache and health belong to the whole drive. Give %2 instead.</source>
        <extracomment>%1 partition the user gave, %2 its whole drive</extracomment>
        <translation>%1 es una partición; la caché de escritura y la salud pertenecen a la unidad completa. Indique %2 en su lugar.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s volatile write cache next to the kernel&apos;s view, or switch it.</source>
        <translation>Muestra la caché de escritura volátil de la unidad junto a la vista del kernel, o la activa o desactiva.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda.</source>
        <translation>Una unidad, p. ej. /dev/sda.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s cache on or off.</source>
        <translation>Activa o desactiva la caché de la unidad.</translation>
    </message>
    <message>
        <source>Keep the setting after a power cycle, where the drive or udisks2 can keep it honestly.</source>
        <translation>Conserva el ajuste tras un ciclo de encendido, cuando la unidad o udisks2 pueden conservarlo de verdad.</translation>
    </message>
    <message>
        <source>&apos;cache&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli cache /dev/sda&apos;.</source>
        <translation>&apos;cache&apos; necesita exactamente un DEVICE, p. ej. &apos;driveproof-cli cache /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>--set takes &apos;on&apos; or &apos;off&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1 the value the user gave</extracomment>
        <translation>--set acepta &apos;on&apos; u &apos;off&apos;, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--persist goes with --set on|off.</source>
        <translation>--persist va junto con --set on|off.</translation>
    </message>
    <message>
        <source>Show the drive&apos;s health: overall verdict, temperature, hours, power cycles, unsafe shutdowns.</source>
        <translation>Muestra la salud de la unidad: valoración general, temperatura, horas, ciclos de encendido, apagados no seguros.</translation>
    </message>
    <message>
        <source>&apos;health&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli health /dev/sda&apos;.</source>
        <translation>&apos;health&apos; necesita exactamente un DEVICE, p. ej. &apos;driveproof-cli health /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>Show help for this command.</source>
        <translation>Muestra la ayuda de este comando.</translation>
    </message>
    <message>
        <source>%1. Try &apos;driveproof-cli %2 --help&apos;.</source>
        <extracomment>%1 the parser&apos;s error, %2 the subcommand</extracomment>
        <translation>%1. Pruebe &apos;driveproof-cli %2 --help&apos;.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count</extracomment>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>raw, 512 bytes</source>
        <translation>en bruto, 512 bytes</translation>
    </message>
    <message>
        <source>hex words (hdparm --Istdout)</source>
        <translation>palabras hexadecimales (hdparm --Istdout)</translation>
    </message>
    <message>
        <source>%1 (48-bit addressing)</source>
        <extracomment>%1 number of sectors</extracomment>
        <translation>%1 (direccionamiento de 48 bits)</translation>
    </message>
    <message>
        <source>%1 (28-bit addressing)</source>
        <translation>%1 (direccionamiento de 28 bits)</translation>
    </message>
    <message>
        <source>%1 (not reported; assumed)</source>
        <extracomment>%1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)</extracomment>
        <translation>%1 (no indicado; se supone)</translation>
    </message>
    <message>
        <source>non-rotating (solid state)</source>
        <translation>sin rotación (estado sólido)</translation>
    </message>
    <message>
        <source>%L1 rpm</source>
        <extracomment>%L1 revolutions per minute</extracomment>
        <translation>%L1 rpm</translation>
    </message>
    <message>
        <source>yes, queue depth %1</source>
        <extracomment>%1 the number of commands the drive can queue</extracomment>
        <translation>sí, profundidad de cola %1</translation>
    </message>
    <message>
        <source>IDENTIFY dump</source>
        <translation>Volcado IDENTIFY</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectores</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sector lógico</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sector físico</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <extracomment>where logical sector 0 starts inside its physical sector</extracomment>
        <translation>Desplazamiento de alineación</translation>
    </message>
    <message>
        <source>Rotation rate</source>
        <translation>Velocidad de rotación</translation>
    </message>
    <message>
        <source>Write cache supported</source>
        <translation>Caché de escritura admitida</translation>
    </message>
    <message>
        <source>Write cache enabled</source>
        <translation>Caché de escritura activada</translation>
    </message>
    <message>
        <source>NCQ</source>
        <translation>NCQ</translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>Suma de comprobación</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>not present</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>the drive marked this data as incomplete</source>
        <translation>la unidad marcó estos datos como incompletos</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Archivo asociado</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interfaz</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>E/S mínima</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>E/S óptima</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Extraíble</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Caché de escritura (vista del kernel)</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado en</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>no montado</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>En uso por</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>TAMAÑO</translation>
    </message>
    <message>
        <source>MOUNTED ON</source>
        <translation>MONTADO EN</translation>
    </message>
    <message>
        <source>Not known:</source>
        <translation>Se desconoce:</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 what is missing, %2 why</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Show everything known about one drive.</source>
        <translation>Muestra todo lo que se sabe de una unidad.</translation>
    </message>
    <message>
        <source>A drive, e.g. /dev/sda or sda.</source>
        <translation>Una unidad, p. ej. /dev/sda o sda.</translation>
    </message>
    <message>
        <source>Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex words that &apos;hdparm --Istdout&apos; prints.</source>
        <translation>Decodifica un volcado ATA IDENTIFY guardado en lugar de una unidad: 512 bytes en bruto, o las palabras hexadecimales que imprime &apos;hdparm --Istdout&apos;.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>&apos;info --identify-file FILE&apos; takes no DEVICE: it decodes the file alone.</source>
        <translation>&apos;info --identify-file FILE&apos; no admite DEVICE: decodifica solo el archivo.</translation>
    </message>
    <message>
        <source>&apos;info&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli info /dev/sda&apos;.</source>
        <translation>&apos;info&apos; necesita exactamente un DEVICE, p. ej. &apos;driveproof-cli info /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>estado sólido</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotacional</translation>
    </message>
    <message>
        <source>List the drives on this machine: identity, size, sector sizes, media, the kernel&apos;s write-cache view and mount points.</source>
        <translation>Lista las unidades de esta máquina: identidad, tamaño, tamaños de sector, medio, la vista del kernel de la caché de escritura y los puntos de montaje.</translation>
    </message>
    <message>
        <source>&apos;list&apos; takes no arguments. Use &apos;driveproof-cli info DEVICE&apos; for one drive.</source>
        <translation>&apos;list&apos; no admite argumentos. Use &apos;driveproof-cli info DEVICE&apos; para una sola unidad.</translation>
    </message>
    <message>
        <source>No drives found. In a container, /sys/block may show none; on a desktop, check that the drive is connected.</source>
        <translation>No se encontraron unidades. En un contenedor, /sys/block puede no mostrar ninguna; en un equipo de escritorio, compruebe que la unidad esté conectada.</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>DISPOSITIVO</translation>
    </message>
    <message>
        <source>TRANSPORT</source>
        <translation>INTERFAZ</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODELO</translation>
    </message>
    <message>
        <source>SECTORS L/P</source>
        <translation>SECTORES L/F</translation>
    </message>
    <message>
        <source>MEDIA</source>
        <translation>MEDIO</translation>
    </message>
    <message>
        <source>WRITE CACHE</source>
        <translation>CACHÉ DE ESCRITURA</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>logical / physical sector size in bytes</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>partition</source>
        <translation>partición</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;. Try &apos;driveproof-cli --help&apos;.</source>
        <translation>comando desconocido &apos;%1&apos;. Pruebe &apos;driveproof-cli --help&apos;.</translation>
    </message>
    <message>
        <source>[%1%] %2: %3, %4, %5 left</source>
        <extracomment>live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)</extracomment>
        <translation>[%1%] %2: %3, %4, quedan %5</translation>
    </message>
    <message>
        <source>[%1%] %2</source>
        <extracomment>live progress without numbers: %1 percent done, %2 the step</extracomment>
        <translation>[%1%] %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>flushes per commit on one device: %1 device, %2 flushes per commit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Método de commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Media µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>Máx. µs</translation>
    </message>
    <message>
        <source>Flushes/commit</source>
        <translation>Vaciados/commit</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>peligro</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>This test writes over the data on %1. Everything on it will be lost.
Type the device name (%2) to go on: </source>
        <extracomment>%1 device node, %2 its short name the user must type</extracomment>
        <translation>Esta prueba sobrescribe los datos de %1. Todo lo que contiene se perderá.
Escriba el nombre del dispositivo (%2) para continuar: </translation>
    </message>
    <message>
        <source>The test to run.</source>
        <translation>La prueba que se ejecuta.</translation>
    </message>
    <message>
        <source>Test area or temporary file size, e.g. 1G, 256M (default: 1G; commit: 16M; a device: all of it for the surface scan).</source>
        <translation>Tamaño del área de prueba o del archivo temporal, p. ej. 1G, 256M (predeterminado: 1G; commit: 16M; un dispositivo: entero para la exploración de superficie).</translation>
    </message>
    <message>
        <source>Seconds per measurement (default: 5).</source>
        <translation>Segundos por medición (predeterminado: 5).</translation>
    </message>
    <message>
        <source>I/O engine: auto, io_uring or psync (default: auto).</source>
        <translation>Motor de E/S: auto, io_uring o psync (predeterminado: auto).</translation>
    </message>
    <message>
        <source>Block size for random, sweeps and sustained, e.g. 4k.</source>
        <translation>Tamaño de bloque para random, los barridos y sustained, p. ej. 4k.</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (sweeps, sustained).</source>
        <translation>E/S en curso por hilo (barridos, sustained).</translation>
    </message>
    <message>
        <source>Threads (sweeps).</source>
        <translation>Hilos (barridos).</translation>
    </message>
    <message>
        <source>Sweeps: 100 reads only (default), 0 writes only, or a mix.</source>
        <translation>Barridos: 100 solo lecturas (predeterminado), 0 solo escrituras, o una mezcla.</translation>
    </message>
    <message>
        <source>Hybrid check: seconds the drive stays idle between the passes (default: 300).</source>
        <translation>Comprobación híbrida: segundos que la unidad permanece inactiva entre las pasadas (predeterminado: 300).</translation>
    </message>
    <message>
        <source>Commit: measure again with the drive&apos;s write cache off, then switch it back on.</source>
        <translation>Commit: vuelve a medir con la caché de escritura de la unidad desactivada y después la vuelve a activar.</translation>
    </message>
    <message>
        <source>Allow a write test on a raw device: everything on it is lost.</source>
        <translation>Permite una prueba de escritura en un dispositivo en bruto: se pierde todo lo que contiene.</translation>
    </message>
    <message>
        <source>Go through the page cache (no O_DIRECT).</source>
        <translation>Pasa por la caché de páginas (sin O_DIRECT).</translation>
    </message>
    <message>
        <source>Print the result as JSON (docs/json.md).</source>
        <translation>Imprime el resultado como JSON (docs/json.md).</translation>
    </message>
    <message>
        <source>Also write the JSON result to FILE.</source>
        <translation>Escribe también el resultado JSON en FILE.</translation>
    </message>
    <message>
        <source>Run only the measurements with these keys, separated by commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync).</source>
        <translation>Ejecuta solo las mediciones con estas claves, separadas por comas (p. ej. rnd4kq32t1.read, commit.s1.fdatasync).</translation>
    </message>
    <message>
        <source>Do not keep the result in the drive&apos;s history.</source>
        <translation>No guarda el resultado en el historial de la unidad.</translation>
    </message>
    <message>
        <source>&apos;bench&apos; needs a FAMILY and at most one TARGET, e.g. &apos;driveproof-cli bench quick ~/&apos;.</source>
        <translation>&apos;bench&apos; necesita una FAMILY y como máximo un TARGET, p. ej. &apos;driveproof-cli bench quick ~/&apos;.</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;. Try &apos;driveproof-cli bench --help&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>prueba desconocida &apos;%1&apos;. Pruebe &apos;driveproof-cli bench --help&apos;.</translation>
    </message>
    <message>
        <source>--duration takes seconds, e.g. 5, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--duration acepta segundos, p. ej. 5, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--backend takes auto, io_uring or psync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--backend acepta auto, io_uring o psync, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--block-size takes a multiple of 512 bytes up to 64M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--block-size acepta un múltiplo de 512 bytes de hasta 64M, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number up to %2, not &apos;%3&apos;.</source>
        <extracomment>%1 the option, %2 the largest value, %3 what the user typed</extracomment>
        <translation>--%1 acepta un número entero de hasta %2, no &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>--idle takes seconds, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--idle acepta segundos, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--cache-ab goes with the commit test.</source>
        <translation>--cache-ab va con la prueba commit.</translation>
    </message>
    <message>
        <source>%1 is a device: this test writes to it and destroys its data. Add --destructive if that is what you want, or give a folder.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 es un dispositivo: esta prueba escribe en él y destruye sus datos. Añada --destructive si es lo que quiere, o indique una carpeta.</translation>
    </message>
    <message>
        <source>The name did not match; nothing was written.</source>
        <translation>El nombre no coincide; no se escribió nada.</translation>
    </message>
    <message>
        <source>--cache-ab needs to know the drive under the target, and it could not be found.</source>
        <translation>--cache-ab necesita saber qué unidad hay bajo el destino, y no se pudo encontrar.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text
----------
%1 file, %2 the system&apos;s reason</extracomment>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 the test&apos;s title, %2 where it ran</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict as a list item: %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Cancelled; the lines above finished before that.</source>
        <translation>Cancelado; las líneas anteriores terminaron antes.</translation>
    </message>
    <message>
        <source>--language needs a language, one of: %1.</source>
        <extracomment>%1 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>--language necesita un idioma, uno de: %1.</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;. Choose one of: %2.</source>
        <extracomment>%1 what was given after --language, %2 the language codes DriveProof has, e.g. &quot;de, en, es&quot;</extracomment>
        <translation>idioma desconocido &apos;%1&apos;. Elija uno de: %2.</translation>
    </message>
    <message>
        <source>Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, sweeps, the hybrid-cache check.
FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, random, sweep (with --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET is a folder (default: the current one; a temporary file is created and removed), an existing file (used in place, never grown), or a block device (read tests; writing needs --destructive).</source>
        <translation>Mide una unidad: tasa de commits (como pg_test_fsync), velocidad de transferencia, E/S aleatoria, barridos, la comprobación de caché híbrida.
FAMILY es uno de: quick, commit, throughput (o seq), sustained, surface, random, sweep (con --axis), sweep-block-size, sweep-queue-depth, sweep-threads, hybrid.
TARGET es una carpeta (predeterminado: la actual; se crea un archivo temporal que luego se elimina), un archivo existente (se usa tal cual, nunca se amplía) o un dispositivo de bloques (pruebas de lectura; escribir requiere --destructive).</translation>
    </message>
    <message>
        <source>Folder, file or device (or --target).</source>
        <translation>Carpeta, archivo o dispositivo (o --target).</translation>
    </message>
    <message>
        <source>Folder, file or device, like TARGET.</source>
        <translation>Carpeta, archivo o dispositivo, como TARGET.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: reads only.</source>
        <translation>Para quick, throughput y random: solo lecturas.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: writes only.</source>
        <translation>Para quick, throughput y random: solo escrituras.</translation>
    </message>
    <message>
        <source>Quick, throughput, random: a mix with this percentage of reads, e.g. 70.</source>
        <translation>Para quick, throughput y random: una mezcla con este porcentaje de lecturas, p. ej. 70.</translation>
    </message>
    <message>
        <source>One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or any RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</source>
        <translation>Un preajuste de CrystalDiskMark: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (o cualquier RND|SEQ&lt;size&gt;-Q&lt;depth&gt;T&lt;threads&gt;).</translation>
    </message>
    <message>
        <source>sweep: block-size (default), queue-depth or threads.</source>
        <translation>sweep: block-size (predeterminado), queue-depth o threads.</translation>
    </message>
    <message>
        <source>--axis goes with &apos;sweep&apos; and takes block-size, queue-depth or threads, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--axis va con &apos;sweep&apos; y acepta block-size, queue-depth o threads, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give one of --read, --write and --mix.</source>
        <translation>Indique una de las opciones --read, --write o --mix.</translation>
    </message>
    <message>
        <source>--mix takes the percentage of reads, 0 to 100, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mix acepta el porcentaje de lecturas, de 0 a 100, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--preset acepta un nombre como RND4K-Q32T1 o SEQ1M-Q8T1, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--preset goes with quick, random or seq.</source>
        <translation>--preset va con quick, random o seq.</translation>
    </message>
    <message>
        <source>Cancelled while the test file was being prepared; it was removed.</source>
        <translation>Cancelado mientras se preparaba el archivo de prueba; se ha eliminado.</translation>
    </message>
    <message>
        <source>preparing the test area: %1%</source>
        <extracomment>%1 percent of the test area written with known data</extracomment>
        <translation>preparando el área de prueba: %1%</translation>
    </message>
    <message>
        <source>%1: %2 commits/s, witness holds #%3, %4 in flight, link %5</source>
        <extracomment>live power-loss run: %1 phase, %2 commits per second, %3 the witness&apos;s durable sequence number, %4 writes in flight, %5 link state</extracomment>
        <translation>%1: %2 commits/s, el testigo guarda hasta el n.º %3, %4 en curso, enlace: %5</translation>
    </message>
    <message>
        <source>*** Pull the plug now ***</source>
        <translation>*** Desenchufe ahora ***</translation>
    </message>
    <message>
        <source>Cut the power at the wall (not the power button). After the restart, run &apos;driveproof-cli powerloss verify&apos; with the same target.</source>
        <translation>Corte la corriente en el enchufe de la pared (no con el botón de encendido). Después del reinicio, ejecute &apos;driveproof-cli powerloss verify&apos; con el mismo destino.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <extracomment>%1 PASS, FAIL or INCONCLUSIVE</extracomment>
        <translation>Veredicto: %1</translation>
    </message>
    <message>
        <source>Validity checks:</source>
        <translation>Comprobaciones de validez:</translation>
    </message>
    <message>
        <source>  [%1] %2</source>
        <extracomment>a checklist line: %1 &quot;ok&quot; or &quot;NOT OK&quot;, %2 what was seen</extracomment>
        <translation>  [%1] %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>NOT OK</source>
        <translation>NO OK</translation>
    </message>
    <message>
        <source>Acknowledged writes: %1; blocks checked: %2</source>
        <extracomment>%1 number of acknowledged writes, %2 number of blocks read</extracomment>
        <translation>Escrituras confirmadas: %1; bloques comprobados: %2</translation>
    </message>
    <message>
        <source>Test area: %1, %2</source>
        <extracomment>%1 file or device, %2 its size</extracomment>
        <translation>Área de prueba: %1, %2</translation>
    </message>
    <message>
        <source>Drive: %1, serial %2, firmware %3</source>
        <extracomment>%1 model, %2 serial number, %3 firmware</extracomment>
        <translation>Unidad: %1, número de serie %2, firmware %3</translation>
    </message>
    <message>
        <source>Write cache: %1</source>
        <extracomment>%1 on, off or unknown</extracomment>
        <translation>Caché de escritura: %1</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far: %1</source>
        <translation>Apagados no seguros hasta ahora: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <extracomment>a warning: %1 its text</extracomment>
        <translation>Advertencia: %1</translation>
    </message>
    <message>
        <source>Ready. Start the witness, then &apos;driveproof-cli powerloss run&apos;.</source>
        <translation>Listo. Inicie el testigo y después &apos;driveproof-cli powerloss run&apos;.</translation>
    </message>
    <message>
        <source>Stopped cleanly after %1 commits; the witness holds them all. Nothing to verify: a clean stop is not a power cut.</source>
        <extracomment>%1 number of commits</extracomment>
        <translation>Se detuvo limpiamente tras %1 commits; el testigo los guarda todos. No hay nada que verificar: una parada limpia no es un corte de corriente.</translation>
    </message>
    <message>
        <source>No power-loss test is pending for %1.</source>
        <translation>No hay ninguna prueba de pérdida de energía pendiente para %1.</translation>
    </message>
    <message>
        <source>No pending power-loss test has the run id &apos;%1&apos;.</source>
        <translation>Ninguna prueba de pérdida de energía pendiente tiene el id. de ejecución &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Practice on a simulated drive that lies about its flushes.</source>
        <translation>Practica con una unidad simulada que miente sobre sus vaciados de caché (flush).</translation>
    </message>
    <message>
        <source>Practice on a simulated honest drive.</source>
        <translation>Practica con una unidad simulada honesta.</translation>
    </message>
    <message>
        <source>The power-loss test: does the drive keep what it acknowledged when the power goes?
  prepare   check the drive and the machine, create the test area
  run       write and report every commit to the witness; pull the plug when told
  verify    after the restart: read the area, fetch the witness&apos;s record, judge
  practice  the whole procedure on a simulated drive on this machine</source>
        <translation>La prueba de pérdida de energía: ¿conserva la unidad lo que confirmó cuando se va la corriente?
  prepare   comprueba la unidad y el equipo, crea el área de prueba
  run       escribe e informa de cada commit al testigo; desenchufe cuando se le indique
  verify    tras el reinicio: lee el área, obtiene el registro del testigo, emite el veredicto
  practice  todo el procedimiento con una unidad simulada en este equipo</translation>
    </message>
    <message>
        <source>prepare, run, verify or practice.</source>
        <translation>prepare, run, verify o practice.</translation>
    </message>
    <message>
        <source>The test area: a file (created if missing) or a block device (with --destructive).</source>
        <translation>El área de prueba: un archivo (se crea si no existe) o un dispositivo de bloques (con --destructive).</translation>
    </message>
    <message>
        <source>The witness&apos;s address, as it shows it.</source>
        <translation>La dirección del testigo, tal como la muestra.</translation>
    </message>
    <message>
        <source>Size of the test area, e.g. 1G (default: 1G; practice: 16M).</source>
        <translation>Tamaño del área de prueba, p. ej. 1G (predeterminado: 1G; practice: 16M).</translation>
    </message>
    <message>
        <source>Commit method: fdatasync (default), fsync, open_datasync or open_sync.</source>
        <translation>Método de commit: fdatasync (predeterminado), fsync, open_datasync u open_sync.</translation>
    </message>
    <message>
        <source>Writes per commit (group commit); default 1.</source>
        <translation>Escrituras por commit (commit agrupado); predeterminado: 1.</translation>
    </message>
    <message>
        <source>verify: the run to verify (its id or the start of it), instead of the one pending for --target.</source>
        <translation>verify: la ejecución que se verifica (su id. o el principio de este), en lugar de la pendiente para --target.</translation>
    </message>
    <message>
        <source>Allow a raw device as the target: everything on it is lost.</source>
        <translation>Permite un dispositivo en bruto como destino: se pierde todo lo que contiene.</translation>
    </message>
    <message>
        <source>practice: honest (default) or lying.</source>
        <translation>practice: honest (predeterminado) o lying.</translation>
    </message>
    <message>
        <source>practice: seconds of writing before the simulated cut (default: 3).</source>
        <translation>practice: segundos de escritura antes del corte simulado (predeterminado: 3).</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Imprime el resultado como JSON.</translation>
    </message>
    <message>
        <source>powerloss takes prepare, run, verify or practice, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>powerloss acepta prepare, run, verify o practice, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 1M, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size acepta un tamaño de al menos 1M, como 1G o 256M, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--method takes fdatasync, fsync, open_datasync or open_sync, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--method acepta fdatasync, fsync, open_datasync u open_sync, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--writes-per-commit takes a number from 1 to 1024, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--writes-per-commit acepta un número de 1 a 1024, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--witness takes HOST:PORT such as 192.168.1.20:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--witness acepta HOST:PORT, como 192.168.1.20:7070, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--mode takes honest or lying, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--mode acepta honest o lying, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--seconds takes a number from 0 to 3600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--seconds acepta un número de 0 a 3600, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Give the test area with --target PATH.</source>
        <translation>Indique el área de prueba con --target PATH.</translation>
    </message>
    <message>
        <source>run %1: started</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>ejecución %1: iniciada</translation>
    </message>
    <message>
        <source>run %1: the writer is back (%2 commits so far)</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>ejecución %1: el proceso de escritura ha vuelto (%2 commits hasta ahora)</translation>
    </message>
    <message>
        <source>run %1: %2 commits acknowledged</source>
        <extracomment>%1 a short run id, %2 number of acknowledged commits</extracomment>
        <translation>ejecución %1: %2 commits confirmados</translation>
    </message>
    <message>
        <source>run %1: the writer went silent at %2: the estimated power cut</source>
        <extracomment>%1 a short run id, %2 date and time on this machine&apos;s clock</extracomment>
        <translation>ejecución %1: el proceso de escritura dejó de comunicarse a las %2: el corte de corriente estimado</translation>
    </message>
    <message>
        <source>run %1: the writer reported an error: %2</source>
        <extracomment>%1 a short run id, %2 the writer&apos;s error text</extracomment>
        <translation>ejecución %1: el proceso de escritura informó de un error: %2</translation>
    </message>
    <message>
        <source>run %1: the writer stopped on purpose (no power cut)</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>ejecución %1: el proceso de escritura se detuvo a propósito (sin corte de corriente)</translation>
    </message>
    <message>
        <source>run %1: the verifier&apos;s report is stored</source>
        <extracomment>%1 a short run id</extracomment>
        <translation>ejecución %1: se ha guardado el informe del verificador</translation>
    </message>
    <message>
        <source>refused a connection: %1</source>
        <extracomment>%1 why a connection or frame was refused</extracomment>
        <translation>conexión rechazada: %1</translation>
    </message>
    <message>
        <source>run %1: journal error: %2</source>
        <extracomment>%1 a short run id, %2 the error text</extracomment>
        <translation>ejecución %1: error del diario: %2</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test: record every commit a writer reports, so that after the power cut the verifier knows what the drive acknowledged. Runs until Ctrl+C.</source>
        <translation>Actúa como testigo de una prueba de pérdida de energía: registra cada commit que informa un proceso de escritura, para que tras el corte de corriente el verificador sepa qué confirmó la unidad. Se ejecuta hasta pulsar Ctrl+C.</translation>
    </message>
    <message>
        <source>Address and port to listen on (default: 0.0.0.0:7070).</source>
        <translation>Dirección y puerto en los que escuchar (predeterminado: 0.0.0.0:7070).</translation>
    </message>
    <message>
        <source>Folder for the run journals (default: DriveProof&apos;s data folder). Put it on another disk than the one under test.</source>
        <translation>Carpeta para los diarios de las ejecuciones (predeterminada: la carpeta de datos de DriveProof). Póngala en un disco distinto del que se prueba.</translation>
    </message>
    <message>
        <source>witness takes no argument, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>witness no admite argumentos, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--listen acepta ADDRESS:PORT, como 0.0.0.0:7070, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Pairing code: %1</source>
        <extracomment>%1 the pairing code to type on the writer</extracomment>
        <translation>Código de emparejamiento: %1</translation>
    </message>
    <message>
        <source>Listening on %1:%2</source>
        <extracomment>%1 host, %2 port</extracomment>
        <translation>Escuchando en %1:%2</translation>
    </message>
    <message>
        <source>Journals in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Diarios en %1</translation>
    </message>
    <message>
        <source>Witness stopped; every journal is synced.</source>
        <translation>Testigo detenido; todos los diarios están sincronizados.</translation>
    </message>
    <message>
        <source>--size takes a size of at least 4K, such as 1G or 256M, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--size acepta un tamaño de al menos 4K, como 1G o 256M, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>There is no device %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>No existe el dispositivo %1. Ejecute &apos;driveproof-cli list&apos; para ver las unidades de esta máquina.</translation>
    </message>
    <message>
        <source>There is no folder or file %1. Give an existing folder (a temporary test file is made in it), a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>No existe ninguna carpeta ni archivo %1. Indique una carpeta existente (se crea en ella un archivo de prueba temporal), un archivo o un dispositivo de bloques.</translation>
    </message>
    <message>
        <source>%1 is not a folder, a regular file or a block device (it is a pipe, a socket or a character device). Give a folder, a file or a block device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>%1 no es una carpeta, un archivo normal ni un dispositivo de bloques (es una tubería (pipe), un socket o un dispositivo de caracteres). Indique una carpeta, un archivo o un dispositivo de bloques.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 Nothing was written.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 está en uso: %2 No se ha escrito nada.</translation>
    </message>
    <message>
        <source>--output cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>--output no puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>--only %1 matches no measurement of this test. The keys are the &quot;key&quot; fields of its --json output.</source>
        <extracomment>%1 what the user gave to --only</extracomment>
        <translation>--only %1 no coincide con ninguna medición de esta prueba. Las claves son los campos &quot;key&quot; de su salida --json.</translation>
    </message>
    <message>
        <source>Write every drive&apos;s findings for Prometheus and other OpenMetrics readers: identity, health, write-cache views, alignment and the latest test results (docs/fleet.md).</source>
        <translation>Escribe los datos de cada unidad para Prometheus y otros lectores de OpenMetrics: identidad, salud, vistas de la caché de escritura, alineación y los resultados de las últimas pruebas (docs/fleet.md).</translation>
    </message>
    <message>
        <source>OpenMetrics text, also readable by node_exporter&apos;s textfile collector.</source>
        <translation>Texto OpenMetrics, que también puede leer el recopilador textfile de node_exporter.</translation>
    </message>
    <message>
        <source>Write to FILE, replacing it atomically, instead of standard output.</source>
        <translation>Escribe en FILE, sustituyéndolo de forma atómica, en lugar de en la salida estándar.</translation>
    </message>
    <message>
        <source>Export only this drive (a loop device too); may be given more than once.</source>
        <translation>Exporta solo esta unidad (también un dispositivo loop); puede indicarse más de una vez.</translation>
    </message>
    <message>
        <source>Export loop devices too (left out by default).</source>
        <translation>Exporta también los dispositivos loop (omitidos de forma predeterminada).</translation>
    </message>
    <message>
        <source>Read test results from this DriveProof data folder (holding history/ and powerloss/) instead of yours; may be given more than once.</source>
        <translation>Lee los resultados de las pruebas de esta carpeta de datos de DriveProof (que contiene history/ y powerloss/) en lugar de la suya; puede indicarse más de una vez.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>FOLDER</translation>
    </message>
    <message>
        <source>Read the test results of every user of this machine (needs root).</source>
        <translation>Lee los resultados de las pruebas de todos los usuarios de esta máquina (requiere root).</translation>
    </message>
    <message>
        <source>&apos;export&apos; takes no arguments. Use --device DEVICE for one drive.</source>
        <translation>&apos;export&apos; no admite argumentos. Use --device DEVICE para una sola unidad.</translation>
    </message>
    <message>
        <source>Choose a format: &apos;driveproof-cli export --openmetrics&apos;.</source>
        <translation>Elija un formato: &apos;driveproof-cli export --openmetrics&apos;.</translation>
    </message>
    <message>
        <source>--run-id takes a run id in hexadecimal (or its start), such as 3f9a, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--run-id acepta un id. de ejecución en hexadecimal (o su comienzo), como 3f9a, no &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device, not the folder %1. Name a file in it, e.g. %1/powerloss.img.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target acepta un archivo (se crea si no existe) o un dispositivo de bloques, no la carpeta %1. Indique un archivo dentro de ella, p. ej. %1/powerloss.img.</translation>
    </message>
    <message>
        <source>--target takes a file (created if missing) or a block device; %1 is a pipe, a socket or a character device.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target acepta un archivo (se crea si no existe) o un dispositivo de bloques; %1 es una tubería (pipe), un socket o un dispositivo de caracteres.</translation>
    </message>
    <message>
        <source>--target names a file in a folder that does not exist: %1.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--target indica un archivo en una carpeta que no existe: %1.</translation>
    </message>
    <message>
        <source>%1 is a device: the test writes over all of its data. Add --destructive if that is what you want, or name a file.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 es un dispositivo: la prueba sobrescribe todos sus datos. Añada --destructive si es lo que quiere, o indique un archivo.</translation>
    </message>
    <message>
        <source>On the machine under test, type one of these witness addresses:</source>
        <extracomment>Followed by this machine&apos;s addresses (ADDRESS:PORT), one per line, that the person types on the machine under test as the witness address.</extracomment>
        <translation>En la máquina que se prueba, escriba una de estas direcciones del testigo:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>a fact to know before the test: %1 its text</extracomment>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <source>Drive class</source>
        <translation>Tipo de unidad</translation>
    </message>
    <message>
        <source>The result was not kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why the history file could not be written</extracomment>
        <translation>El resultado no se guardó en el historial de la unidad: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3) looks empty. The capacity test writes over all of it. Go on? [y/N] </source>
        <extracomment>%1 device node, %2 the drive&apos;s model, %3 its size, e.g. &quot;128.0 GB&quot;. The drive has no partition table and no file system. Answer with the word for yes, or y.</extracomment>
        <translation>%1 (%2, %3) parece vacía. La prueba de capacidad sobrescribe todo su contenido. ¿Continuar? [y/N] </translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Writes records over the whole device, reads them back and tells a genuine drive from a fake one.</source>
        <translation>¿Es la unidad tan grande como dice? Escribe registros en todo el dispositivo, los relee y distingue una unidad auténtica de una falsificada.</translation>
    </message>
    <message>
        <source>The drive, e.g. /dev/sdb.</source>
        <translation>La unidad, p. ej. /dev/sdb.</translation>
    </message>
    <message>
        <source>The quick probe: a few thousand records, minutes.</source>
        <translation>La sonda rápida: unos miles de registros, minutos.</translation>
    </message>
    <message>
        <source>The full verify: every block written and read back; resumes where an interrupted run stopped.</source>
        <translation>La verificación completa: cada bloque se escribe y se relee; continúa donde se detuvo una ejecución interrumpida.</translation>
    </message>
    <message>
        <source>Allow the writes without a terminal to ask on: everything on the device is lost.</source>
        <translation>Permitir las escrituras sin un terminal en el que preguntar: se pierde todo lo que hay en el dispositivo.</translation>
    </message>
    <message>
        <source>Give one device and --quick or --full. Try &apos;driveproof-cli capacity --help&apos;.</source>
        <translation>Indique un dispositivo y --quick o --full. Pruebe &apos;driveproof-cli capacity --help&apos;.</translation>
    </message>
    <message>
        <source>The capacity test writes over everything on %1. Add --destructive if that is what you want.</source>
        <extracomment>%1 device node</extracomment>
        <translation>La prueba de capacidad sobrescribe todo lo que hay en %1. Añada --destructive si es lo que quiere.</translation>
    </message>
    <message>
        <source>Bad: bytes %1 to %2: %3.</source>
        <extracomment>%1 and %2 byte offsets as numbers, %3 what was found there, e.g. &quot;zeros&quot;</extracomment>
        <translation>Defectuoso: bytes %1 a %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more bad range(s) (see --json).</source>
        <translation>
            <numerusform>… y %n rango defectuoso más (véase --json).</numerusform>
            <numerusform>… y %n rangos defectuosos más (véase --json).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is empty (no partition table, no file system): it is written to without asking for its name.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 está vacío (sin tabla de particiones ni sistema de archivos): se escribe en él sin pedir su nombre.</translation>
    </message>
    <message>
        <source>%1 has no write cache of its own to switch (a loop, virtio or memory-card device): only the kernel&apos;s view exists. Nothing was changed.</source>
        <extracomment>%1 device node</extracomment>
        <translation>%1 no tiene caché de escritura propia que conmutar (un dispositivo loop, virtio o de tarjeta de memoria): solo existe la vista del núcleo. No se cambió nada.</translation>
    </message>
    <message>
        <source>%1 is a loop device over %2: it has no health of its own. Ask the drive that holds that file.</source>
        <extracomment>%1 device node, %2 the file behind it</extracomment>
        <translation>%1 es un dispositivo loop sobre %2: no tiene salud propia. Consulte la unidad que contiene ese archivo.</translation>
    </message>
    <message>
        <source>%1 commits/s</source>
        <extracomment>commits per second</extracomment>
        <translation>%1 confirmaciones/s</translation>
    </message>
    <message>
        <source>List the runs kept for one drive, newest first.</source>
        <translation>Lista las ejecuciones guardadas de una unidad, la más reciente primero.</translation>
    </message>
    <message>
        <source>&apos;history&apos; needs exactly one DEVICE, e.g. &apos;driveproof-cli history /dev/sda&apos;.</source>
        <translation>&apos;history&apos; necesita exactamente un DEVICE, p. ej. &apos;driveproof-cli history /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>No runs are kept for %1 yet. &apos;driveproof-cli bench quick FOLDER&apos; on one of its file systems makes the first.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Aún no hay ejecuciones guardadas de %1. &apos;driveproof-cli bench quick FOLDER&apos; en uno de sus sistemas de archivos hace la primera.</translation>
    </message>
    <message>
        <source>DATE</source>
        <translation>FECHA</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>PRUEBA</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>AJUSTES</translation>
    </message>
    <message>
        <source>SUMMARY</source>
        <translation>RESUMEN</translation>
    </message>
    <message>
        <source>Put two runs side by side: the lines they share, B against A.</source>
        <translation>Pone dos ejecuciones lado a lado: las líneas que comparten, B frente a A.</translation>
    </message>
    <message>
        <source>A run&apos;s id (the first 8 characters are enough) or its result file; twice.</source>
        <translation>El id de una ejecución (bastan los 8 primeros caracteres) o su archivo de resultado; dos veces.</translation>
    </message>
    <message>
        <source>&apos;compare&apos; needs two runs, e.g. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lists their ids.</source>
        <translation>&apos;compare&apos; necesita dos ejecuciones, p. ej. &apos;driveproof-cli compare 1a2b3c4d 5e6f7a8b&apos;; &apos;driveproof-cli history DEVICE&apos; lista sus id.</translation>
    </message>
    <message>
        <source>MEASUREMENT</source>
        <translation>MEDICIÓN</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <source>A: %1 %2 · %3</source>
        <extracomment>%1 the run&apos;s id, %2 its test, %3 its settings</extracomment>
        <translation>A: %1 %2 · %3</translation>
    </message>
    <message>
        <source>B: %1 %2 · %3</source>
        <translation>B: %1 %2 · %3</translation>
    </message>
    <message>
        <source>Not alike: %1</source>
        <extracomment>a difference between two compared runs; %1 the sentence</extracomment>
        <translation>No comparables: %1</translation>
    </message>
    <message>
        <source>The two runs have no measurement in common: nothing to compare. Compare two runs of the same test.</source>
        <translation>Las dos ejecuciones no tienen ninguna medición en común: no hay nada que comparar. Compare dos ejecuciones de la misma prueba.</translation>
    </message>
    <message>
        <source>empty: no partition table, no file system</source>
        <translation>vacío: sin tabla de particiones, sin sistema de archivos</translation>
    </message>
    <message>
        <source>data (%1)</source>
        <extracomment>%1 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>datos (%1)</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <extracomment>%1 why the drive could not be read (a sentence)</extracomment>
        <translation>desconocido: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>la entrada estándar</translation>
    </message>
    <message>
        <source>Cannot read the pairing code from %1: %2</source>
        <extracomment>%1 a file or &quot;standard input&quot;, %2 the system&apos;s error text</extracomment>
        <translation>No se puede leer el código de emparejamiento de %1: %2</translation>
    </message>
    <message>
        <source>Pairing code (as the witness shows it): </source>
        <translation>Código de emparejamiento (tal como lo muestra el testigo): </translation>
    </message>
    <message>
        <source>That is not a pairing code: type the 12 characters the witness shows, such as K7QD-M2XF-9HBT.</source>
        <translation>Eso no es un código de emparejamiento: escriba los 12 caracteres que muestra el testigo, por ejemplo K7QD-M2XF-9HBT.</translation>
    </message>
    <message>
        <source>--pairing is no longer accepted: every user of this machine can read the command line. Type the code when asked, or use --pairing-file FILE.</source>
        <translation>--pairing ya no se acepta: cualquier usuario de esta máquina puede leer la línea de órdenes. Escriba el código cuando se le pida o use --pairing-file FILE.</translation>
    </message>
    <message>
        <source>Read the pairing code the witness shows from FILE (&apos;-&apos;: standard input). Without it, run asks for the code.</source>
        <translation>Leer el código de emparejamiento que muestra el testigo desde FILE (&apos;-&apos;: entrada estándar). Sin esta opción, run pide el código.</translation>
    </message>
    <message>
        <source>run needs the witness: --witness HOST:PORT as &apos;driveproof-cli witness&apos; shows it, and its pairing code (asked for, or --pairing-file FILE).</source>
        <translation>run necesita el testigo: --witness HOST:PORT tal como lo muestra &apos;driveproof-cli witness&apos;, y su código de emparejamiento (se pide, o --pairing-file FILE).</translation>
    </message>
    <message>
        <source>Use the pairing code in FILE (&apos;-&apos;: standard input) instead of a random one.</source>
        <translation>Usar el código de emparejamiento de FILE (&apos;-&apos;: entrada estándar) en lugar de uno aleatorio.</translation>
    </message>
    <message>
        <source>The drive&apos;s records could not be read (an older helper, or a drive that keeps none).</source>
        <translation>No se pudieron leer los registros de la unidad (un asistente más antiguo, o una unidad que no los guarda).</translation>
    </message>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>¿Es nueva? %1</translation>
    </message>
    <message>
        <source>Also show every record the drive keeps: each SMART attribute or NVMe health log field, the self-test log and the error log count.</source>
        <translation>Mostrar también todos los registros que guarda la unidad: cada atributo SMART o campo del registro de salud NVMe, el registro de autopruebas y el número de errores registrados.</translation>
    </message>
    <message>
        <source>Remember the endurance the maker rates this drive&apos;s model for, in terabytes written (TBW), and compare the data written with it from now on.</source>
        <translation>Recordar la resistencia que el fabricante indica para el modelo de esta unidad, en terabytes escritos (TBW), y comparar desde ahora los datos escritos con ella.</translation>
    </message>
    <message>
        <source>--rated-tbw takes terabytes written, e.g. 600, not &apos;%1&apos;.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>--rated-tbw necesita terabytes escritos, p. ej. 600, no &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>unos %n minuto</numerusform>
            <numerusform>unos %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-tests</source>
        <translation>Autopruebas</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>disponibles</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>no disponibles</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <translation>en curso, %1 % hecho</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <translation>ninguna autoprueba en curso</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Último resultado</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Prueba corta</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Prueba extendida</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Prueba de transporte</translation>
    </message>
    <message>
        <source>Self-test on %1: %2% done</source>
        <extracomment>%1 device path, %2 percent done</extracomment>
        <translation>Autoprueba en %1: %2 % hecho</translation>
    </message>
    <message>
        <source>Stopped following. The drive goes on testing; &apos;driveproof-cli selftest %1 abort&apos; stops it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Seguimiento detenido. La unidad sigue con la prueba; &apos;driveproof-cli selftest %1 abort&apos; la detiene.</translation>
    </message>
    <message>
        <source>Start, stop or follow the drive&apos;s own self-test. The drive runs it and keeps the result in its self-test log (&apos;health DEVICE --all&apos; shows it).</source>
        <translation>Iniciar, detener o seguir la autoprueba propia de la unidad. La unidad la ejecuta y guarda el resultado en su registro de autopruebas (&apos;health DEVICE --all&apos; lo muestra).</translation>
    </message>
    <message>
        <source>short, extended, conveyance (ATA), abort or status.</source>
        <translation>short, extended, conveyance (ATA), abort o status.</translation>
    </message>
    <message>
        <source>Follow the running test until it ends; the exit status is 1 when it failed.</source>
        <translation>Seguir la prueba en curso hasta que termine; el código de salida es 1 si falló.</translation>
    </message>
    <message>
        <source>&apos;selftest&apos; needs a DEVICE and an ACTION, e.g. &apos;driveproof-cli selftest /dev/sda short&apos;.</source>
        <translation>&apos;selftest&apos; necesita un DEVICE y una ACTION, p. ej. &apos;driveproof-cli selftest /dev/sda short&apos;.</translation>
    </message>
    <message>
        <source>Unknown self-test action &apos;%1&apos;: use short, extended, conveyance, abort or status.</source>
        <extracomment>%1 the action the user gave</extracomment>
        <translation>Acción de autoprueba desconocida &apos;%1&apos;: use short, extended, conveyance, abort o status.</translation>
    </message>
    <message>
        <source>%1: no partition table, logical sector %2 bytes, physical sector %3 bytes, optimal I/O size %4, alignment offset %5 bytes.</source>
        <extracomment>%1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size (&quot;65536 bytes&quot; or &quot;not reported&quot;), %5 alignment offset in bytes</extracomment>
        <translation>%1: sin tabla de particiones, sector lógico de %2 bytes, sector físico de %3 bytes, tamaño de E/S óptimo %4, desplazamiento de alineación de %5 bytes.</translation>
    </message>
    <message>
        <source>The self-test&apos;s result could not be kept in the drive&apos;s history: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>No se pudo guardar el resultado de la autoprueba en el historial de la unidad: %1</translation>
    </message>
    <message>
        <source>LBA format</source>
        <extracomment>column titles of the table of NVMe LBA formats</extracomment>
        <translation>Formato LBA</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Sector</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>En uso</translation>
    </message>
    <message>
        <source>Usage: driveproof-cli COMMAND [options]

Tells the truth about a drive.

Commands:
  list          list drives with identity, topology and write-cache view
  info DEVICE   everything known about one drive
  align TARGET  check partition alignment of a drive or a disk image
  cache DEVICE  the drive&apos;s write cache and the kernel&apos;s view; --set on|off
  health DEVICE the drive&apos;s health: verdict, temperature, hours, shutdowns
  selftest DEVICE short|extended|abort|status  the drive&apos;s own self-test
  bench FAMILY [TARGET]  measure: quick, commit, throughput, random, sweeps...
  history DEVICE  the runs kept for a drive, newest first
  compare RUN RUN  two runs side by side, and what makes them not alike
  powerloss prepare|run|verify|practice  the power-loss test (plug pull)
  witness       be the second machine of a power-loss test
  export --openmetrics  every drive&apos;s findings for Prometheus (fleets)
  capacity DEVICE --quick|--full  is the drive as big as it says (fakes)
  trim TARGET   whether TRIM reaches the drive through every layer

Options:
  -h, --help     show this help; &apos;driveproof-cli COMMAND --help&apos; for a command
  -v, --version  show the version
  --language LANG
                 speak LANG, e.g. de, pt_BR or zh_TW, instead of the system&apos;s
                 language; works with every command
</source>
        <translation>Uso: driveproof-cli COMMAND [opciones]

Dice la verdad sobre una unidad.

Comandos:
  list          lista las unidades con identidad, topología y vista de la caché de escritura
  info DEVICE   todo lo que se sabe de una unidad
  align TARGET  comprueba la alineación de las particiones de una unidad o una imagen de disco
  cache DEVICE  la caché de escritura de la unidad y la vista del kernel; --set on|off
  health DEVICE la salud de la unidad: veredicto, temperatura, horas, apagados
  selftest DEVICE short|extended|abort|status  la autoprueba propia de la unidad
  bench FAMILY [TARGET]  mide: quick, commit, throughput, random, sweeps...
  history DEVICE  las ejecuciones guardadas de una unidad, la más reciente primero
  compare RUN RUN  dos ejecuciones lado a lado, y en qué difieren
  powerloss prepare|run|verify|practice  la prueba de pérdida de energía (desenchufar)
  witness       actúa como la segunda máquina de una prueba de pérdida de energía
  export --openmetrics  los datos de cada unidad para Prometheus (flotas de equipos)
  capacity DISPOSITIVO --quick|--full  ¿es la unidad tan grande como dice? (falsificaciones)
  trim TARGET   si TRIM llega a la unidad a través de cada capa

Opciones:
  -h, --help     muestra esta ayuda; &apos;driveproof-cli COMMAND --help&apos; para un comando
  -v, --version  muestra la versión
  --language LANG
                 usa el idioma LANG, p. ej. de, pt_BR o zh_TW, en lugar del
                 idioma del sistema; funciona con todos los comandos
</translation>
    </message>
    <message>
        <source>yes, down to the drive</source>
        <translation>sí, hasta la unidad</translation>
    </message>
    <message>
        <source>down to a loop device&apos;s backing file</source>
        <translation>hasta el archivo de respaldo de un dispositivo loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>no: una capa lo descarta</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>no: la unidad no lo acepta</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarado</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd no está en marcha)</translation>
    </message>
    <message>
        <source>From %1: %2</source>
        <extracomment>%1 a device, %2 whether TRIM gets through</extracomment>
        <translation>Desde %1: %2</translation>
    </message>
    <message>
        <source>From %1 (mounted on %2): %3</source>
        <extracomment>%1 a device, %2 its mount points, %3 whether TRIM gets through</extracomment>
        <translation>Desde %1 (montado en %2): %3</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Discard granularity</source>
        <translation>Granularidad de discard</translation>
    </message>
    <message>
        <source>Largest discard</source>
        <translation>Discard más grande</translation>
    </message>
    <message>
        <source>Passes TRIM</source>
        <translation>Deja pasar TRIM</translation>
    </message>
    <message>
        <source>Say whether TRIM reaches the drive through every layer (partition, dm-crypt, LVM, md, loop, USB), whether fstrim.timer runs and which file systems are mounted with discard.</source>
        <translation>Dice si TRIM llega a la unidad a través de cada capa (partición, dm-crypt, LVM, md, loop, USB), si fstrim.timer está en marcha y qué sistemas de archivos están montados con discard.</translation>
    </message>
    <message>
        <source>A drive, a partition, a dm, md or loop device, or a folder, e.g. /dev/sda or /home.</source>
        <translation>Una unidad, una partición, un dispositivo dm, md o loop, o una carpeta, p. ej. /dev/sda o /home.</translation>
    </message>
    <message>
        <source>&apos;trim&apos; needs exactly one TARGET, e.g. &apos;driveproof-cli trim /dev/sda&apos;.</source>
        <translation>&apos;trim&apos; necesita exactamente un TARGET, p. ej. &apos;driveproof-cli trim /dev/sda&apos;.</translation>
    </message>
    <message>
        <source>TRIM from %1: %2</source>
        <extracomment>%1 the drive or folder asked about, %2 whether TRIM gets through</extracomment>
        <translation>TRIM desde %1: %2</translation>
    </message>
    <message>
        <source>fstrim.timer: %1</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>fstrim.timer: %1</translation>
    </message>
    <message>
        <source>Judge a report instead of a drive: the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos; saved in FILE (&apos;-&apos;: standard input).</source>
        <translation>Evaluar un informe en lugar de una unidad: la salida de &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; o &apos;nvme smart-log -o json&apos; guardada en FILE (&apos;-&apos;: entrada estándar).</translation>
    </message>
    <message>
        <source>With --report of nvme smart-log: the output of &apos;nvme id-ctrl -o json&apos; for the model, serial and firmware.</source>
        <translation>Con --report de nvme smart-log: la salida de &apos;nvme id-ctrl -o json&apos; para el modelo, el número de serie y el firmware.</translation>
    </message>
    <message>
        <source>&apos;health --report FILE&apos; takes no DEVICE and no --rated-tbw.</source>
        <translation>&apos;health --report FILE&apos; no admite DEVICE ni --rated-tbw.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Device</name>
    <message>
        <source>No block device named %1. Run &apos;driveproof-cli list&apos; to see the drives on this machine.</source>
        <translation>No hay ningún dispositivo de bloques llamado %1. Ejecute &apos;driveproof-cli list&apos; para ver las unidades de esta máquina.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read. Check that the drive is still connected.</source>
        <translation>%1 desapareció mientras se leía. Compruebe que la unidad siga conectada.</translation>
    </message>
    <message>
        <source>%1 could not be opened even as root (%2): the system blocks access to it (a container or a security policy), so only what sysfs reports is shown.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>No se pudo abrir %1 ni siquiera como root (%2): el sistema bloquea el acceso (un contenedor o una política de seguridad), así que solo se muestra lo que informa sysfs.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): only what sysfs reports is shown. Run as root or through the DriveProof helper for more.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>No se pudo abrir %1 (%2): solo se muestra lo que informa sysfs. Ejecute como root o a través del auxiliar de DriveProof para ver más.</translation>
    </message>
    <message>
        <source>device node</source>
        <translation>nodo de dispositivo</translation>
    </message>
    <message>
        <source>not reported by this %1 device through sysfs</source>
        <translation>este dispositivo %1 no lo informa a través de sysfs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>número de serie</translation>
    </message>
    <message>
        <source>firmware revision</source>
        <translation>revisión de firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>rotation rate</source>
        <translation>velocidad de rotación</translation>
    </message>
    <message>
        <source>%1 is mounted on %2.</source>
        <extracomment>%1 device path, %2 list of mount points</extracomment>
        <translation>%1 está montado en %2.</translation>
    </message>
    <message>
        <source>%1 is in use as swap space.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 está en uso como espacio de intercambio (swap).</translation>
    </message>
    <message numerus="yes">
        <source>%1 (And %n more.)</source>
        <extracomment>%1 a sentence saying what uses a device, %n how many other users there are</extracomment>
        <translation>
            <numerusform>%1 (Y %n más.)</numerusform>
            <numerusform>%1 (Y %n más.)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 backs the loop device %2.</source>
        <extracomment>a loop device reads and writes its data on this device. %1 device path, %2 loop device path</extracomment>
        <translation>%1 contiene los datos del dispositivo loop %2.</translation>
    </message>
    <message>
        <source>%1 is part of %2.</source>
        <extracomment>%1 device path, %2 a device built on it (device-mapper, RAID, bcache)</extracomment>
        <translation>%1 forma parte de %2.</translation>
    </message>
    <message>
        <source>%1 has the partition %2.</source>
        <extracomment>%1 disk path, %2 partition path</extracomment>
        <translation>%1 tiene la partición %2.</translation>
    </message>
    <message>
        <source>There is no %1. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>No existe %1. Indique un dispositivo como /dev/sda (vea &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>%1 is a folder or a file, not a block device. Give a device such as /dev/sda (see &apos;driveproof-cli list&apos;).</source>
        <translation>%1 es una carpeta o un archivo, no un dispositivo de bloques. Indique un dispositivo como /dev/sda (vea &apos;driveproof-cli list&apos;).</translation>
    </message>
    <message>
        <source>Could not read %1 to see what it holds: %2.</source>
        <extracomment>%1 device or file path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo leer %1 para ver qué contiene: %2.</translation>
    </message>
    <message>
        <source>Could not read the start and end of %1 to see what it holds.</source>
        <extracomment>%1 device or file path</extracomment>
        <translation>No se pudieron leer el principio y el final de %1 para ver qué contiene.</translation>
    </message>
    <message>
        <source>udev has no record of device %1, and it could not be read directly (run as root, or start udev).</source>
        <extracomment>%1 device numbers like 8:0</extracomment>
        <translation>udev no tiene registro del dispositivo %1 y no se pudo leer directamente (ejecútelo como root o inicie udev).</translation>
    </message>
</context>
<context>
    <name>DriveProof::DriveReport</name>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <extracomment>%1 file name, %2 the JSON parser&apos;s words, %3 the byte offset</extracomment>
        <translation>%1 no es JSON válido: %2 en el byte %3.</translation>
    </message>
    <message>
        <source>%1 is larger than any drive report (%2 at most). Give the output of smartctl -x or nvme smart-log, not a disk image.</source>
        <extracomment>%1 file name, %2 a size (&quot;4 MiB&quot;)</extracomment>
        <translation>%1 es más grande que cualquier informe de unidad (%2 como máximo). Indique la salida de smartctl -x o nvme smart-log, no una imagen de disco.</translation>
    </message>
    <message>
        <source>%1 is no drive report DriveProof can read: give the output of &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; or &apos;nvme smart-log -o json&apos;.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 no es un informe de unidad que DriveProof pueda leer: indique la salida de &apos;smartctl -x&apos;, &apos;smartctl -x --json&apos; o &apos;nvme smart-log -o json&apos;.</translation>
    </message>
    <message>
        <source>%1 is a report of a SAS or SCSI drive: DriveProof judges reports of ATA (SATA) and NVMe drives.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 es el informe de una unidad SAS o SCSI: DriveProof evalúa informes de unidades ATA (SATA) y NVMe.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2.</source>
        <extracomment>%1 file name, %2 drive model</extracomment>
        <translation>Según el informe %1, no según la propia unidad: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself: %2, serial %3.</source>
        <extracomment>%1 file name, %2 drive model, %3 serial number</extracomment>
        <translation>Según el informe %1, no según la propia unidad: %2, número de serie %3.</translation>
    </message>
    <message>
        <source>%1, line %2: more than 30 SMART attributes, which no drive has.</source>
        <extracomment>%1 file name, %2 line number</extracomment>
        <translation>%1, línea %2: más de 30 atributos SMART, algo que ninguna unidad tiene.</translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo leer %1: %2.</translation>
    </message>
    <message>
        <source>From the report %1, not from the drive itself.</source>
        <extracomment>%1 file name (a report that names no drive, e.g. smartctl -l farm)</extracomment>
        <translation>Según el informe %1, no según la propia unidad.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Flash</name>
    <message>
        <source>TRIM from %1 reaches the drive %2 through every layer.</source>
        <extracomment>%1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive</extracomment>
        <translation>TRIM desde %1 llega a la unidad %2 a través de cada capa.</translation>
    </message>
    <message>
        <source>The drive %1 takes TRIM.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>La unidad %1 acepta TRIM.</translation>
    </message>
    <message>
        <source>TRIM from %1 reaches the loop device %2, which frees the space in its backing file %3. The drive under that file gets it only from its own file system (mounted with discard, or fstrim).</source>
        <extracomment>%1 the device in use, %2 a loop device, %3 its backing file</extracomment>
        <translation>TRIM desde %1 llega al dispositivo loop %2, que libera el espacio en su archivo de respaldo %3. La unidad bajo ese archivo solo lo recibe de su propio sistema de archivos (montado con discard, o fstrim).</translation>
    </message>
    <message>
        <source>The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the drive. Open it with --allow-discards (or the discard option in /etc/crypttab); an observer of the raw drive then sees which blocks are free.</source>
        <extracomment>%1 a dm-crypt volume, %2 the device in use</extracomment>
        <translation>El volumen dm-crypt %1 descarta los discards, así que TRIM desde %2 nunca llega a la unidad. Ábralo con --allow-discards (o la opción discard en /etc/crypttab); quien observe la unidad en bruto verá entonces qué bloques están libres.</translation>
    </message>
    <message>
        <source>%1 drops discards, so TRIM from %2 stops there and never reaches the drive.</source>
        <extracomment>%1 the layer (e.g. /dev/md0), %2 the device in use</extracomment>
        <translation>%1 descarta los discards, así que TRIM desde %2 se detiene ahí y nunca llega a la unidad.</translation>
    </message>
    <message>
        <source>The kernel shows no discard limits for %1, so whether TRIM passes it is unknown.</source>
        <extracomment>%1 a device</extracomment>
        <translation>El núcleo no muestra límites de discard para %1, así que no se sabe si TRIM lo atraviesa.</translation>
    </message>
    <message>
        <source>%1 is a hard disk: it takes no TRIM and needs none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 es un disco duro: no acepta TRIM ni lo necesita.</translation>
    </message>
    <message>
        <source>%1 is attached through usb-storage (Bulk-Only Transport), which passes no TRIM. In a UAS enclosure or on a UAS port it may.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 está conectado mediante usb-storage (Bulk-Only Transport), que no transmite TRIM. En una caja UAS o en un puerto UAS puede que sí.</translation>
    </message>
    <message>
        <source>%1 is attached through UAS, but its bridge announces no TRIM, so the kernel sends none.</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 está conectado mediante UAS, pero su puente no anuncia TRIM, así que el núcleo no envía ninguno.</translation>
    </message>
    <message>
        <source>%1 does not take TRIM (the kernel&apos;s discard_max_bytes is 0).</source>
        <extracomment>%1 the drive</extracomment>
        <translation>%1 no acepta TRIM (discard_max_bytes del núcleo es 0).</translation>
    </message>
    <message>
        <source>No file system on %1 is mounted. TRIM comes from a mounted file system (fstrim or the discard option), or from blkdiscard, which erases everything.</source>
        <extracomment>%1 the device asked about</extracomment>
        <translation>No hay ningún sistema de archivos de %1 montado. TRIM viene de un sistema de archivos montado (fstrim o la opción discard) o de blkdiscard, que lo borra todo.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard: every delete is trimmed at once, which slows deletes on some drives. The weekly fstrim.timer is the usual choice.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 está montado con discard: cada borrado se recorta al instante, lo que ralentiza los borrados en algunas unidades. Lo habitual es el fstrim.timer semanal.</translation>
    </message>
    <message>
        <source>%1 is mounted with discard=async: freed space is trimmed in batches.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 está montado con discard=async: el espacio liberado se recorta por lotes.</translation>
    </message>
    <message>
        <source>%1 is trimmed once a week by fstrim.timer.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>fstrim.timer recorta %1 una vez por semana.</translation>
    </message>
    <message>
        <source>%1 is neither mounted with discard nor trimmed by fstrim.timer, so the drive never learns which blocks are free. Run &apos;sudo systemctl enable --now fstrim.timer&apos;.</source>
        <extracomment>%1 a mount point</extracomment>
        <translation>%1 no está montado con discard ni lo recorta fstrim.timer, así que la unidad nunca sabe qué bloques están libres. Ejecute &apos;sudo systemctl enable --now fstrim.timer&apos;.</translation>
    </message>
    <message>
        <source>systemd is not running here, so fstrim.timer trims nothing. Run &apos;fstrim -a&apos; from cron, or mount with discard.</source>
        <translation>systemd no está en marcha aquí, así que fstrim.timer no recorta nada. Ejecute &apos;fstrim -a&apos; desde cron o monte con discard.</translation>
    </message>
    <message>
        <source>%1 is not on a block device that DriveProof can see in sysfs. Give a drive, a partition or a folder on one.</source>
        <extracomment>%1 a path the user gave</extracomment>
        <translation>%1 no está en un dispositivo de bloques que DriveProof vea en sysfs. Indique una unidad, una partición o una carpeta que esté en ella.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 a path the user gave, %2 the system&apos;s error text</extracomment>
        <translation>No se puede leer %1: %2.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <extracomment>%1 size with unit, e.g. &quot;500.1 GB&quot;; %2 exact byte count, e.g. &quot;500,107,862,016&quot;</extracomment>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <extracomment>a size in bytes, e.g. &quot;4,096 bytes&quot;; %Ln is the number with digit grouping</extracomment>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>loop device</source>
        <translation>dispositivo loop</translation>
    </message>
    <message>
        <source>backed by a file</source>
        <translation>basado en un archivo</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>estado sólido</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <extracomment>disk rotation speed; %1 is the number, e.g. &quot;7,200&quot;</extracomment>
        <translation>%1 rpm</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotacional</translation>
    </message>
    <message>
        <source>Not reported for this device.</source>
        <translation>No se indica para este dispositivo.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disco duro</translation>
    </message>
    <message>
        <source>solid-state drive</source>
        <translation>unidad de estado sólido</translation>
    </message>
    <message>
        <source>NVMe solid-state drive</source>
        <translation>unidad de estado sólido NVMe</translation>
    </message>
    <message>
        <source>USB drive</source>
        <translation>unidad USB</translation>
    </message>
    <message>
        <source>loop device (a file used as a drive)</source>
        <translation>dispositivo loop (un archivo usado como unidad)</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>unidad</translation>
    </message>
    <message>
        <source>Tells the truth about a drive.</source>
        <translation>Dice la verdad sobre una unidad.</translation>
    </message>
    <message>
        <source>Show this drive first, e.g. /dev/sda.</source>
        <translation>Muestra primero esta unidad, p. ej. /dev/sda.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file once everything is read, then quit.</source>
        <translation>Guarda una imagen de la ventana en este archivo PNG cuando todo se haya leído, y luego sale.</translation>
    </message>
    <message>
        <source>You were not allowed to read the write cache setting of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>No se le permitió leer el ajuste de la caché de escritura de %1. Inténtelo de nuevo y autentíquese cuando se le pida, o consulte a un administrador.</translation>
    </message>
    <message>
        <source>You were not allowed to switch the write cache of %1, so nothing was changed. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>No se le permitió cambiar la caché de escritura de %1, así que no se cambió nada. Inténtelo de nuevo y autentíquese cuando se le pida, o consulte a un administrador.</translation>
    </message>
    <message>
        <source>You were not allowed to read the health of %1. Try again and authenticate when asked, or ask an administrator.</source>
        <extracomment>%1 device path</extracomment>
        <translation>No se le permitió leer la salud de %1. Inténtelo de nuevo y autentíquese cuando se le pida, o consulte a un administrador.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed, so DriveProof cannot ask the drive while it runs as you. Install the DriveProof package, or run DriveProof as root.</source>
        <translation>El auxiliar de DriveProof no está instalado, así que DriveProof no puede consultar la unidad mientras se ejecuta con su usuario. Instale el paquete de DriveProof o ejecute DriveProof como root.</translation>
    </message>
    <message>
        <source>The system bus does not let DriveProof reach its helper: the helper&apos;s D-Bus policy is missing. Reinstall the DriveProof package, or run DriveProof as root.</source>
        <translation>El bus del sistema no permite que DriveProof llegue a su auxiliar: falta la política D-Bus del auxiliar. Reinstale el paquete de DriveProof o ejecute DriveProof como root.</translation>
    </message>
    <message>
        <source>There is no system bus, so DriveProof cannot reach its helper. Start the D-Bus system service, or run DriveProof as root.</source>
        <translation>No hay bus del sistema, así que DriveProof no puede llegar a su auxiliar. Inicie el servicio de sistema D-Bus o ejecute DriveProof como root.</translation>
    </message>
    <message>
        <source>The request for %1 failed: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>La solicitud para %1 falló: %2.</translation>
    </message>
    <message>
        <source>Starts on a physical-sector boundary.</source>
        <translation>Empieza en un límite de sector físico.</translation>
    </message>
    <message>
        <source>Starts %1 bytes past a physical-sector boundary.</source>
        <extracomment>%1 a number of bytes, e.g. &quot;512&quot;</extracomment>
        <translation>Empieza %1 bytes después de un límite de sector físico.</translation>
    </message>
    <message>
        <source>Starts on a 1 MiB boundary.</source>
        <translation>Empieza en un límite de 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a 1 MiB boundary.</source>
        <translation>No empieza en un límite de 1 MiB.</translation>
    </message>
    <message>
        <source>Does not start on a multiple of the drive&apos;s optimal I/O size.</source>
        <translation>No empieza en un múltiplo del tamaño de E/S óptimo de la unidad.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>no montado</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>write back: the kernel sends flushes</source>
        <translation>escritura diferida (write back): el kernel envía vaciados de caché (flush)</translation>
    </message>
    <message>
        <source>write through: the kernel sends no flushes</source>
        <translation>escritura inmediata (write through): el kernel no envía vaciados de caché (flush)</translation>
    </message>
    <message>
        <source>Open the Preferences dialog at start.</source>
        <translation>Abre el diálogo de Preferencias al inicio.</translation>
    </message>
    <message>
        <source>Open the About dialog at start.</source>
        <translation>Abre el diálogo Acerca de al inicio.</translation>
    </message>
    <message>
        <source>Run this test (quick, random, commit, ...) in the window without clicks, write the result (--json-out) and quit; for benchmark scripts.</source>
        <translation>Ejecuta esta prueba (quick, random, commit, ...) en la ventana sin clics, escribe el resultado (--json-out) y sale; para scripts de benchmark.</translation>
    </message>
    <message>
        <source>With --run-test: only these measurements, separated by commas, e.g. rnd4kq32t1.read.</source>
        <translation>Con --run-test: solo estas mediciones, separadas por comas, p. ej. rnd4kq32t1.read.</translation>
    </message>
    <message>
        <source>With --run-test: the folder (or file) to test in.</source>
        <translation>Con --run-test: la carpeta (o el archivo) donde se prueba.</translation>
    </message>
    <message>
        <source>With --run-test: the test size, e.g. 1G or 256M.</source>
        <translation>Con --run-test: el tamaño de la prueba, p. ej. 1G o 256M.</translation>
    </message>
    <message>
        <source>With --run-test: seconds per measurement (default: 5).</source>
        <translation>Con --run-test: segundos por medición (predeterminado: 5).</translation>
    </message>
    <message>
        <source>With --run-test: write the result as JSON to this file.</source>
        <translation>Con --run-test: escribe el resultado como JSON en este archivo.</translation>
    </message>
    <message>
        <source>--duration needs a number of seconds</source>
        <translation>--duration necesita un número de segundos</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;, as chosen in Preferences)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>unknown test &apos;%1&apos;</source>
        <extracomment>%1 what the user typed after --run-test</extracomment>
        <translation>prueba desconocida &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--run-test needs --target, an existing folder or file</source>
        <translation>--run-test necesita --target, una carpeta o un archivo existente</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size, e.g. 1G or 256M</source>
        <extracomment>%1 what the user typed after --size</extracomment>
        <translation>&apos;%1&apos; no es un tamaño (p. ej. 1G o 256M)</translation>
    </message>
    <message>
        <source>Verify the power-loss tests that wait for it (after the power cut); the autostart entry of a pending test runs this.</source>
        <translation>Verifica las pruebas de pérdida de energía que lo esperan (tras el corte de corriente); la entrada de inicio automático de una prueba pendiente ejecuta esto.</translation>
    </message>
    <message>
        <source>Open the power-loss test at start.</source>
        <translation>Abre la prueba de pérdida de energía al inicio.</translation>
    </message>
    <message>
        <source>Open the power-loss witness page at start.</source>
        <translation>Abre la página del testigo de pérdida de energía al inicio.</translation>
    </message>
    <message>
        <source>Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) at start.</source>
        <translation>Abre este informe de unidad (smartctl -x, smartctl --json o nvme smart-log -o json) al inicio.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::AboutDialog</name>
    <message>
        <source>About DriveProof</source>
        <translation>Acerca de DriveProof</translation>
    </message>
    <message>
        <source>DriveProof %1</source>
        <extracomment>%1 DriveProof&apos;s version, e.g. &quot;0.1.0&quot;</extracomment>
        <translation>DriveProof %1</translation>
    </message>
    <message>
        <source>Tells you the truth about a drive: what it is, whether its partitions are aligned, whether its write cache is on, how fast it commits, streams and seeks, and whether it keeps the writes it acknowledged.</source>
        <translation>Le dice la verdad sobre una unidad: qué es, si sus particiones están alineadas, si su caché de escritura está activada, lo rápido que hace commits, transfiere datos secuenciales y accede a datos aleatorios, y si conserva las escrituras que confirmó.</translation>
    </message>
    <message>
        <source>What DriveProof does</source>
        <translation>Qué hace DriveProof</translation>
    </message>
    <message>
        <source>Qt %1 · kernel %2 %3</source>
        <extracomment>%1 the Qt version it runs on, %2 the kernel&apos;s name (&quot;linux&quot;), %3 its version</extracomment>
        <translation>Qt %1 · kernel %2 %3</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versiones</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). It comes with no warranty.</source>
        <extracomment>rich text; keep the link. GPL-3.0-or-later is the licence&apos;s SPDX name</extracomment>
        <translation>Software libre bajo la GNU General Public License, versión 3 o cualquier versión posterior (&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;). Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityButton</name>
    <message>
        <source>Check &amp;capacity…</source>
        <translation>Comprobar &amp;capacidad…</translation>
    </message>
    <message>
        <source>Is the drive as big as it says? Finds fake drives.</source>
        <translation>¿Es la unidad tan grande como dice? Detecta unidades falsificadas.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::CapacityDialog</name>
    <message>
        <source>Check capacity: %1</source>
        <extracomment>dialog title; %1 the drive&apos;s model or device node</extracomment>
        <translation>Comprobar capacidad: %1</translation>
    </message>
    <message>
        <source>Is %1 really %2? The check writes records across the whole drive, reads them back and tells a genuine drive from a fake one.</source>
        <extracomment>%1 the drive&apos;s model, %2 its size as it claims it, e.g. &quot;128.0 GB&quot;</extracomment>
        <translation>¿Tiene %1 realmente %2? La comprobación escribe registros en toda la unidad, los relee y distingue una unidad auténtica de una falsificada.</translation>
    </message>
    <message>
        <source>&amp;Quick probe: a few thousand records, minutes</source>
        <translation>Sonda &amp;rápida: unos miles de registros, minutos</translation>
    </message>
    <message>
        <source>&amp;Full verify: every block, hours on a large drive</source>
        <translation>Verificación &amp;completa: cada bloque, horas en una unidad grande</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) is lost: every partition, every file.</source>
        <extracomment>%1 device node, %2 the drive&apos;s model</extracomment>
        <translation>Se pierde todo lo que hay en %1 (%2): cada partición, cada archivo.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>C&amp;errar</translation>
    </message>
    <message>
        <source>Check capacity</source>
        <translation>Comprobar capacidad</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>a line of the full verify&apos;s chart: the rate while writing</extracomment>
        <translation>Escritura</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lectura</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Card</name>
    <message>
        <source>%1:</source>
        <extracomment>label of a row in a card; %1 the row&apos;s name, e.g. &quot;Model&quot;</extracomment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::ChartPanel</name>
    <message>
        <source>&amp;Copy image</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CommitChart</name>
    <message>
        <source>Commits per second, by method</source>
        <translation>Commits por segundo, por método</translation>
    </message>
    <message>
        <source>Commits per second (logarithmic)</source>
        <translation>Commits por segundo (logarítmico)</translation>
    </message>
    <message>
        <source>Durable, write cache as it was</source>
        <translation>Duraderos, caché de escritura como estaba</translation>
    </message>
    <message>
        <source>Durable commits</source>
        <translation>Commits duraderos</translation>
    </message>
    <message>
        <source>Durable, write cache off</source>
        <translation>Duraderos, caché de escritura desactivada</translation>
    </message>
    <message>
        <source>Not durable (baseline for comparison)</source>
        <translation>No duraderos (referencia para comparar)</translation>
    </message>
    <message>
        <source>%1 rpm: about %2 commits/s at most when each waits for the platter</source>
        <extracomment>legend of a line on the commit chart; %1 rotation rate, %2 commits per second</extracomment>
        <translation>%1 rpm: como máximo unos %2 commits/s si cada uno espera al plato</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CompareChart</name>
    <message>
        <source>A (older)</source>
        <translation>A (más antigua)</translation>
    </message>
    <message>
        <source>B (newer)</source>
        <translation>B (más reciente)</translation>
    </message>
    <message>
        <source>The two runs side by side</source>
        <translation>Las dos ejecuciones lado a lado</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::CutTimelineChart</name>
    <message>
        <source>Acknowledged writes before the power cut</source>
        <translation>Escrituras confirmadas antes del corte de corriente</translation>
    </message>
    <message>
        <source>Seconds before the cut</source>
        <extracomment>axis of a chart: time before the moment the power was cut (negative numbers)</extracomment>
        <translation>Segundos antes del corte</translation>
    </message>
    <message>
        <source>Write number</source>
        <extracomment>axis of a chart: the running number of each write</extracomment>
        <translation>Número de escritura</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Conservada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Torn (partly kept)</source>
        <translation>Partida (conservada en parte)</translation>
    </message>
    <message>
        <source>Estimated cut</source>
        <extracomment>the estimated moment of the power cut, a vertical line in the chart</extracomment>
        <translation>Corte estimado</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::HybridChart</name>
    <message>
        <source>Random reads before and after the idle time</source>
        <translation>Lecturas aleatorias antes y después del tiempo de inactividad</translation>
    </message>
    <message>
        <source>Random reads of the same blocks</source>
        <translation>Lecturas aleatorias de los mismos bloques</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>First pass</source>
        <translation>Primera pasada</translation>
    </message>
    <message>
        <source>Second pass, after the idle time</source>
        <translation>Segunda pasada, tras el tiempo de inactividad</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::LatencyChart</name>
    <message>
        <source>Latency</source>
        <translation>Latencia</translation>
    </message>
    <message>
        <source>Latency of %1</source>
        <extracomment>chart title; %1 the measurement, e.g. &quot;RND4K Q1T1 read&quot;</extracomment>
        <translation>Latencia de %1</translation>
    </message>
    <message>
        <source>Latency (µs, logarithmic)</source>
        <translation>Latencia (µs, logarítmica)</translation>
    </message>
    <message>
        <source>Share of operations (%)</source>
        <translation>Proporción de operaciones (%)</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operaciones</translation>
    </message>
    <message>
        <source>p50 (median): %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p50 (mediana): %1 µs</translation>
    </message>
    <message>
        <source>p99: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99: %1 µs</translation>
    </message>
    <message>
        <source>p99.9: %1 µs</source>
        <extracomment>a percentile marker in the legend; %1 latency in microseconds</extracomment>
        <translation>p99.9: %1 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::PositionChart</name>
    <message>
        <source>Read rate across the test area</source>
        <translation>Velocidad de lectura a lo largo del área de prueba</translation>
    </message>
    <message>
        <source>Write rate as the test area fills</source>
        <translation>Velocidad de escritura a medida que se llena el área de prueba</translation>
    </message>
    <message>
        <source>Position (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Posición (%1)</translation>
    </message>
    <message>
        <source>Written (%1)</source>
        <extracomment>axis title; %1 the unit: MB, GB, MiB or GiB</extracomment>
        <translation>Datos escritos (%1)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::SweepChart</name>
    <message>
        <source>IOPS and transfer rate by block size</source>
        <translation>IOPS y velocidad de transferencia por tamaño de bloque</translation>
    </message>
    <message>
        <source>Block size (KiB, logarithmic)</source>
        <translation>Tamaño de bloque (KiB, logarítmico)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by queue depth</source>
        <translation>IOPS y velocidad de transferencia por profundidad de cola</translation>
    </message>
    <message>
        <source>I/Os in flight per thread (logarithmic)</source>
        <translation>E/S en curso por hilo (logarítmico)</translation>
    </message>
    <message>
        <source>IOPS and transfer rate by threads</source>
        <translation>IOPS y velocidad de transferencia por número de hilos</translation>
    </message>
    <message>
        <source>Threads (logarithmic)</source>
        <translation>Hilos (logarítmico)</translation>
    </message>
    <message>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logarítmico)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 (logarithmic)</source>
        <extracomment>axis title; %1 the rate unit, &quot;MB/s&quot; or &quot;MiB/s&quot;</extracomment>
        <translation>%1 (logarítmico)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Charts::TimeSeriesChart</name>
    <message>
        <source>Transfer rate over time</source>
        <translation>Velocidad de transferencia a lo largo del tiempo</translation>
    </message>
    <message>
        <source>I/O operations per second over time</source>
        <translation>Operaciones de E/S por segundo a lo largo del tiempo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits per second over time</source>
        <translation>Commits por segundo a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits por segundo</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ComparePage</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>Latencia p99 (µs)</translation>
    </message>
    <message>
        <source>Two runs side by side</source>
        <translation>Dos ejecuciones lado a lado</translation>
    </message>
    <message>
        <source>&amp;Back to the history</source>
        <translation>&amp;Volver al historial</translation>
    </message>
    <message>
        <source>Comparison of two runs</source>
        <translation>Comparación de dos ejecuciones</translation>
    </message>
    <message>
        <source>A: %1</source>
        <extracomment>the first (older) run of a comparison; %1 what it was</extracomment>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <extracomment>the second (newer) run of a comparison; %1 what it was</extracomment>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Magnitud</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>B ÷ A</source>
        <translation>B ÷ A</translation>
    </message>
    <message>
        <source>%1×</source>
        <extracomment>a ratio, e.g. &quot;1.25×&quot;</extracomment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>These runs have no measurement in common, so there is nothing to put side by side. Compare two runs of the same test.</source>
        <translation>Estas ejecuciones no tienen ninguna medición en común, así que no hay nada que poner lado a lado. Compare dos ejecuciones de la misma prueba.</translation>
    </message>
    <message>
        <source>These are two different tests (%1 and %2): only the measurements they share have a ratio.</source>
        <extracomment>%1 and %2 two test names</extracomment>
        <translation>Son dos pruebas distintas (%1 y %2): solo las mediciones que comparten tienen una proporción.</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>B&apos;s number is within 3% of A&apos;s</extracomment>
        <translation>igual</translation>
    </message>
    <message>
        <source>▲ %1% better</source>
        <extracomment>%1 a percentage without the % sign, e.g. &quot;18&quot; -&gt; &quot;▲ 18% better&quot;</extracomment>
        <translation>▲ %1% mejor</translation>
    </message>
    <message>
        <source>▼ %1% worse</source>
        <translation>▼ %1% peor</translation>
    </message>
    <message>
        <source>Better and worse follow each quantity: more MB/s, IOPS or commits per second is better, less latency is better. Within 3% counts as the same: two runs on one drive differ that much.</source>
        <translation>Mejor y peor dependen de cada magnitud: más MB/s, IOPS o commits por segundo es mejor; menos latencia es mejor. Una diferencia de hasta el 3% cuenta como igual: dos ejecuciones en una misma unidad difieren en esa medida.</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>B frente a A</translation>
    </message>
    <message>
        <source>%1, %2, on %3 (%4) · %5</source>
        <extracomment>one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it ran, %5 its settings (&quot;1 GiB · 5 s per step · temporary file on ext4 · io_uring&quot;)</extracomment>
        <translation>%1, %2, en %3 (%4) · %5</translation>
    </message>
    <message>
        <source>These runs were not made alike, so their numbers do not compare directly. %1</source>
        <extracomment>%1 one or more sentences on how the two runs differ</extracomment>
        <translation>Estas ejecuciones no se hicieron igual, así que sus cifras no se comparan directamente. %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ConfirmWriteDialog</name>
    <message>
        <source>Erase %1?</source>
        <extracomment>dialog title; %1 a device node</extracomment>
        <translation>¿Borrar %1?</translation>
    </message>
    <message>
        <source>This test (%1) writes over %2 (%3). Everything on it is lost: every partition, every file. This cannot be undone.</source>
        <extracomment>%1 test name, %2 device node, %3 the drive&apos;s model</extracomment>
        <translation>Esta prueba (%1) sobrescribe %2 (%3). Se pierde todo lo que contiene: todas las particiones, todos los archivos. Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>To go on, type the device&apos;s name, &lt;b&gt;%1&lt;/b&gt;:</source>
        <extracomment>%1 the device&apos;s short name the user must type, e.g. &quot;sdb&quot;</extracomment>
        <translation>Para continuar, escriba el nombre del dispositivo, &lt;b&gt;%1&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nombre del dispositivo</translation>
    </message>
    <message>
        <source>&amp;Erase and test</source>
        <translation>&amp;Borrar y probar</translation>
    </message>
    <message>
        <source>Test the empty drive %1?</source>
        <extracomment>dialog title; %1 the drive&apos;s name (model)</extracomment>
        <translation>¿Probar la unidad vacía %1?</translation>
    </message>
    <message>
        <source>%1 (%2) is empty: it has no partition table and no file system, as a new drive arrives. The test (%3) writes over the whole device; anything on it that DriveProof cannot recognise would be lost.</source>
        <extracomment>%1 the drive&apos;s name (model), %2 device node, %3 test name</extracomment>
        <translation>%1 (%2) está vacía: no tiene tabla de particiones ni sistema de archivos, como llega una unidad nueva. La prueba (%3) escribe sobre todo el dispositivo; se perdería todo lo que haya en él y DriveProof no reconozca.</translation>
    </message>
    <message>
        <source>&amp;Write and test</source>
        <translation>&amp;Escribir y probar</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DriveListModel</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>sidebar line under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 device path (or the transport, e.g. &quot;SATA&quot;, when the drive&apos;s name already is its path)</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1
%2, %3</source>
        <extracomment>%1 drive name, %2 kind of drive, e.g. &quot;hard disk&quot;, %3 device path</extracomment>
        <translation>%1
%2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path</extracomment>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Buena</translation>
    </message>
    <message>
        <source>Caution</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Precaución</translation>
    </message>
    <message>
        <source>Bad</source>
        <extracomment>health badge beside a drive in the list, as on the Health card</extracomment>
        <translation>Mala</translation>
    </message>
    <message>
        <source>%1
%2, %3
Health: %4</source>
        <extracomment>%1 drive name, %2 kind of drive, %3 device path, %4 its health (&quot;Good&quot;, ...)</extracomment>
        <translation>%1
%2, %3
Salud: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4, health: %5</source>
        <extracomment>read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path, %5 its health (&quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;)</extracomment>
        <translation>%1, %2, %3, %4, salud: %5</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::DrivePage</name>
    <message>
        <source>%1 %2 · %3</source>
        <extracomment>under the drive name; %1 size, e.g. &quot;2.0 TB&quot;, %2 kind of drive, %3 device path</extracomment>
        <translation>%2 de %1 · %3</translation>
    </message>
    <message>
        <source>&amp;Test this drive…</source>
        <translation>&amp;Probar esta unidad…</translation>
    </message>
    <message>
        <source>Measure %1: quick check, commit rate, throughput and more, in a window of its own</source>
        <extracomment>%1 the drive&apos;s name</extracomment>
        <translation>Medir %1: comprobación rápida, tasa de commits, velocidad de transferencia y más, en una ventana propia</translation>
    </message>
    <message>
        <source>Q&amp;uick check</source>
        <translation>Co&amp;mprobación rápida</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on a temporary file in %2</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 the folder that holds the temporary file</extracomment>
        <translation>Medir ahora las cuatro pruebas de CrystalDiskMark, en unos %1, sobre un archivo temporal en %2</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system. It is read-only or in use, so only the reading tests can run on it.</source>
        <translation>Esta unidad está vacía: sin tabla de particiones ni sistema de archivos. Es de solo lectura o está en uso, así que solo pueden ejecutarse las pruebas de lectura.</translation>
    </message>
    <message>
        <source>This drive is empty: no partition table and no file system, as a new drive arrives. The quick check, the commit test and the sustained write run on the whole device after one confirmation; there is no need to partition it first.</source>
        <translation>Esta unidad está vacía: sin tabla de particiones ni sistema de archivos, como llega una unidad nueva. La comprobación rápida, la prueba de confirmaciones y la escritura sostenida se ejecutan sobre todo el dispositivo tras una sola confirmación; no hace falta particionarla antes.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive, and none of its file systems is mounted. Mount one (in your file manager or GNOME Disks) and press Refresh (F5), or use &quot;Test this drive…&quot; for the reading tests on the whole device (sequential and random reads, surface scan), which write nothing.</source>
        <translation>La comprobación rápida necesita una carpeta en esta unidad, y ninguno de sus sistemas de archivos está montado. Monte uno (en el gestor de archivos o en Discos de GNOME) y pulse Actualizar (F5), o use «Probar esta unidad…» para las pruebas de lectura sobre todo el dispositivo (lectura secuencial y aleatoria, exploración de superficie), que no escriben nada.</translation>
    </message>
    <message>
        <source>The quick check needs a folder on this drive that you can write to, and none of its file systems is mounted where you may write. Mount one where you may and press Refresh (F5), or choose a folder of yours on it with &quot;Test this drive…&quot;.</source>
        <translation>La comprobación rápida necesita una carpeta de esta unidad en la que pueda escribir, y ninguno de sus sistemas de archivos está montado donde usted pueda escribir. Monte uno donde pueda y pulse Actualizar (F5), o elija una carpeta suya en ella con «Probar esta unidad…».</translation>
    </message>
    <message>
        <source>Measure the four CrystalDiskMark tests now, in about %1, on the empty device %2 (asks once to confirm)</source>
        <extracomment>tooltip of the Quick check button; %1 about how long it takes (&quot;20 seconds&quot;), %2 a device node</extracomment>
        <translation>Medir ahora las cuatro pruebas de CrystalDiskMark, en unos %1, en el dispositivo vacío %2 (pide confirmar una vez)</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthCard</name>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocida</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <extracomment>accessible name of the health badge; %1 &quot;Good&quot;, &quot;Caution&quot;, &quot;Bad&quot;, ...</extracomment>
        <translation>Salud: %1</translation>
    </message>
    <message>
        <source>No health data</source>
        <translation>Sin datos de salud</translation>
    </message>
    <message>
        <source>%1 is a file used as a drive (%2): it has no health data of its own. The health of the drive that holds the file is what counts.</source>
        <extracomment>%1 device path, %2 the file behind the loop device</extracomment>
        <translation>%1 es un archivo usado como unidad (%2): no tiene datos de salud propios. Lo que cuenta es la salud de la unidad que contiene el archivo.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk: the real drive is on the host, and only the host can read its health.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 es un disco virtual: la unidad real está en el anfitrión, y solo el anfitrión puede leer su salud.</translation>
    </message>
    <message>
        <source>%1 reports no health data that DriveProof can read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no proporciona datos de salud que DriveProof pueda leer.</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buena</translation>
    </message>
    <message>
        <source>The drive finds nothing wrong. That predicts some failures, not all: keep backups.</source>
        <translation>La unidad no detecta ningún problema. Eso permite prever algunos fallos, no todos: mantenga copias de seguridad.</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Precaución</translation>
    </message>
    <message>
        <source>Make sure your backups are current, and check this drive again soon.</source>
        <translation>Asegúrese de que sus copias de seguridad estén al día y vuelva a comprobar esta unidad pronto.</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Mala</translation>
    </message>
    <message>
        <source>Back up the data on this drive now and plan to replace it.</source>
        <translation>Haga ahora una copia de seguridad de los datos de esta unidad y planifique su sustitución.</translation>
    </message>
    <message>
        <source>The drive gave no overall assessment of its health.</source>
        <translation>La unidad no dio ninguna valoración general de su salud.</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>a temperature; %1 the number, e.g. &quot;38&quot;</extracomment>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas de encendido</translation>
    </message>
    <message>
        <source>Power cycles</source>
        <translation>Ciclos de encendido</translation>
    </message>
    <message>
        <source>Unsafe shutdowns</source>
        <translation>Apagados no seguros</translation>
    </message>
    <message>
        <source>Times power was lost before the drive was told: each one is a moment where its write cache could lose data.</source>
        <translation>Veces que se perdió la alimentación sin avisar antes a la unidad: en cada una, su caché de escritura pudo perder datos.</translation>
    </message>
    <message>
        <source>Bad sectors</source>
        <translation>Sectores defectuosos</translation>
    </message>
    <message>
        <source>Sectors the drive has replaced or is waiting to replace.</source>
        <translation>Sectores que la unidad ha sustituido o está esperando sustituir.</translation>
    </message>
    <message>
        <source>Media errors</source>
        <translation>Errores del medio</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Datos que la unidad no pudo leer o escribir correctamente.</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Reserva disponible</translation>
    </message>
    <message>
        <source>Reserve blocks left for replacing worn-out ones.</source>
        <translation>Bloques de reserva que quedan para sustituir los desgastados.</translation>
    </message>
    <message>
        <source>Wear</source>
        <extracomment>wear of a solid-state drive; %1 a percentage, e.g. &quot;3%&quot;</extracomment>
        <translation>Desgaste</translation>
    </message>
    <message>
        <source>%1 of its rated life used</source>
        <translation>%1 de su vida útil nominal consumido</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate; it can go past 100%.</source>
        <translation>Es una estimación del fabricante; puede superar el 100%.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Leído mediante</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HealthRecordsView</name>
    <message numerus="yes">
        <source>All records the drive keeps (%n)</source>
        <extracomment>%n the number of records (SMART attributes or NVMe log fields)</extracomment>
        <translation>
            <numerusform>Todos los registros que guarda la unidad (%n)</numerusform>
            <numerusform>Todos los registros que guarda la unidad (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Defined in: %2</source>
        <extracomment>tooltip of a health record; %1 what it means, %2 the standard and section</extracomment>
        <translation>%1
Definido en: %2</translation>
    </message>
    <message>
        <source>Self-test log, newest first:</source>
        <translation>Registro de autopruebas, de la más reciente a la más antigua:</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::HistoryPage</name>
    <message>
        <source>Earlier runs on %1</source>
        <extracomment>%1 the drive&apos;s name (model)</extracomment>
        <translation>Ejecuciones anteriores en %1</translation>
    </message>
    <message>
        <source>Every test run on this drive is kept here. Open one to see its result again, or select two (hold Ctrl and click) to compare them side by side.</source>
        <translation>Aquí se guarda cada prueba ejecutada en esta unidad. Abra una para volver a ver su resultado, o seleccione dos (mantenga pulsada Ctrl y haga clic) para compararlas lado a lado.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Ejecuciones anteriores</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Compare the two selected</source>
        <translation>&amp;Comparar las dos seleccionadas</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nueva prueba</translation>
    </message>
    <message>
        <source>Reading the history…</source>
        <translation>Leyendo el historial…</translation>
    </message>
    <message>
        <source>No runs yet. Finished tests appear here by themselves.</source>
        <translation>Aún no hay ejecuciones. Las pruebas terminadas aparecen aquí automáticamente.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept.</source>
        <extracomment>%n runs kept for this drive</extracomment>
        <translation>
            <numerusform>Se conserva %n ejecución.</numerusform>
            <numerusform>Se conservan %n ejecuciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select exactly two runs to compare</source>
        <translation>Seleccione exactamente dos ejecuciones para compararlas</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Eliminar ejecuciones</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history? This cannot be undone.</source>
        <extracomment>%n how many runs are about to be deleted</extracomment>
        <translation>
            <numerusform>¿Eliminar %n ejecución del historial? Esto no se puede deshacer.</numerusform>
            <numerusform>¿Eliminar %n ejecuciones del historial? Esto no se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs of the same test to compare</source>
        <translation>Seleccione dos ejecuciones de la misma prueba para compararlas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::IdentityCard</name>
    <message>
        <source>Identity</source>
        <translation>Identidad</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Archivo asociado</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Interfaz</translation>
    </message>
    <message>
        <source>The kernel does not say how this drive is connected.</source>
        <translation>El kernel no indica cómo está conectada esta unidad.</translation>
    </message>
    <message>
        <source>Rotation speed unknown: %1</source>
        <extracomment>%1 why the speed is unknown</extracomment>
        <translation>Velocidad de rotación desconocida: %1</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Extraíble</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>WWN</source>
        <translation>WWN</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::MainWindow</name>
    <message>
        <source>DriveProof</source>
        <translation>DriveProof</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>Read the list of drives again</source>
        <translation>Volver a leer la lista de unidades</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About DriveProof</source>
        <translation>&amp;Acerca de DriveProof</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Ocupado</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Buscando unidades…</translation>
    </message>
    <message>
        <source>Checking the partitions of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Comprobando las particiones de %1…</translation>
    </message>
    <message>
        <source>Switching the write cache of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Cambiando la caché de escritura de %1…</translation>
    </message>
    <message>
        <source>Reading the write cache and health of %1…</source>
        <extracomment>%1 device path</extracomment>
        <translation>Leyendo la caché de escritura y la salud de %1…</translation>
    </message>
    <message>
        <source>udisks2 is not running: the facts shown come from the kernel alone.</source>
        <translation>udisks2 no se está ejecutando: los datos mostrados proceden solo del kernel.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Choose the language, the unit of transfer rates and the test defaults</source>
        <translation>Elegir el idioma, la unidad de las velocidades de transferencia y los valores predeterminados de las pruebas</translation>
    </message>
    <message numerus="yes">
        <source>A test is running on %1. Stop it and quit?</source>
        <extracomment>%1 device paths, e.g. &quot;/dev/sda&quot;; more than one joined by &quot;, &quot;</extracomment>
        <translation>
            <numerusform>Hay una prueba en curso en %1. ¿Detenerla y salir?</numerusform>
            <numerusform>Hay pruebas en curso en %1. ¿Detenerlas y salir?</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the test?</source>
        <translation>¿Detener la prueba?</translation>
    </message>
    <message>
        <source>The steps that finished are kept in the history; the temporary file is removed.</source>
        <translation>Los pasos que terminaron se conservan en el historial; el archivo temporal se elimina.</translation>
    </message>
    <message>
        <source>&amp;Stop and quit</source>
        <translation>&amp;Detener y salir</translation>
    </message>
    <message>
        <source>&amp;Keep testing</source>
        <translation>&amp;Seguir probando</translation>
    </message>
    <message>
        <source>Power-loss &amp;witness…</source>
        <translation>&amp;Testigo de pérdida de energía…</translation>
    </message>
    <message>
        <source>Record the power-loss test of another computer&apos;s drive on this one</source>
        <translation>Registrar en este equipo la prueba de pérdida de energía de la unidad de otro equipo</translation>
    </message>
    <message>
        <source>Stop the power-loss test?</source>
        <translation>¿Detener la prueba de pérdida de energía?</translation>
    </message>
    <message>
        <source>The power-loss test is running. Quitting stops it without a power cut, so this run cannot tell whether the drive keeps its writes.</source>
        <translation>La prueba de pérdida de energía está en curso. Salir la detiene sin corte de corriente, así que esta ejecución no podrá saber si la unidad conserva sus escrituras.</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Seguir ejecutando</translation>
    </message>
    <message>
        <source>&amp;Open Drive Report…</source>
        <translation>&amp;Abrir informe de unidad…</translation>
    </message>
    <message>
        <source>Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent</source>
        <translation>Evaluar una unidad a partir de su informe de smartctl o nvme-cli, p. ej. uno que haya enviado un vendedor</translation>
    </message>
    <message>
        <source>Paste Drive &amp;Report</source>
        <translation>Pegar &amp;informe de unidad</translation>
    </message>
    <message>
        <source>Judge the smartctl or nvme-cli report on the clipboard</source>
        <translation>Evaluar el informe de smartctl o nvme-cli que está en el portapapeles</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::Notice</name>
    <message>
        <source>Danger</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::NumbersTable</name>
    <message>
        <source>%1: %2</source>
        <extracomment>flushes per commit on one device of the stack: %1 device, %2 the number</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Método de commit</translation>
    </message>
    <message>
        <source>Commits/s</source>
        <translation>Commits/s</translation>
    </message>
    <message>
        <source>Mean µs</source>
        <translation>Media µs</translation>
    </message>
    <message>
        <source>p50 µs</source>
        <translation>p50 µs</translation>
    </message>
    <message>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <source>Max µs</source>
        <translation>Máx. µs</translation>
    </message>
    <message>
        <source>Flushes per commit</source>
        <translation>Vaciados por commit</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>p99.9 µs</source>
        <translation>p99.9 µs</translation>
    </message>
    <message>
        <source>not durable</source>
        <translation>no duradero</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PartitionsCard</name>
    <message>
        <source>Partitions</source>
        <translation>Particiones</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Qué hacer</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Sector inicial</translation>
    </message>
    <message>
        <source>Start (bytes)</source>
        <translation>Inicio (bytes)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado en</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Alineación</translation>
    </message>
    <message>
        <source>Checking alignment</source>
        <translation>Comprobando la alineación</translation>
    </message>
    <message>
        <source>Reading the partition table…</source>
        <translation>Leyendo la tabla de particiones…</translation>
    </message>
    <message>
        <source>Partitions of %1</source>
        <extracomment>accessible name of the partitions table; %1 device path</extracomment>
        <translation>Particiones de %1</translation>
    </message>
    <message>
        <source>The kernel lists no partitions on this drive.</source>
        <translation>El kernel no lista ninguna partición en esta unidad.</translation>
    </message>
    <message>
        <source>The partition table lists no partitions.</source>
        <translation>La tabla de particiones no lista ninguna partición.</translation>
    </message>
    <message>
        <source>The partition table lists this partition, but the kernel has no device node for it yet (on some systems &apos;partx -a&apos; adds it).</source>
        <translation>La tabla de particiones lista esta partición, pero el kernel aún no tiene un nodo de dispositivo para ella (en algunos sistemas, &apos;partx -a&apos; lo añade).</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>comprobando…</translation>
    </message>
    <message>
        <source>The partition table did not list this partition.</source>
        <translation>La tabla de particiones no listaba esta partición.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 verdict, e.g. &quot;Misaligned&quot;, %2 the advice (whole sentences)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PickerPage</name>
    <message>
        <source>&amp;Tests:</source>
        <translation>&amp;Pruebas:</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>&amp;Dónde:</translation>
    </message>
    <message>
        <source>Test si&amp;ze:</source>
        <translation>&amp;Tamaño de la prueba:</translation>
    </message>
    <message>
        <source>Time per st&amp;ep (seconds):</source>
        <translation>Tiempo por pa&amp;so (segundos):</translation>
    </message>
    <message>
        <source>&amp;Reads or writes:</source>
        <translation>&amp;Lecturas o escrituras:</translation>
    </message>
    <message>
        <source>&amp;Idle time between the passes (seconds):</source>
        <translation>Tiempo de &amp;inactividad entre las pasadas (segundos):</translation>
    </message>
    <message>
        <source>Also measure with the drive&apos;s write &amp;cache off, then switch it back on</source>
        <translation>Medir también con la &amp;caché de escritura de la unidad desactivada y después volver a activarla</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Ejecuciones anteriores en esta unidad, y comparación entre dos de ellas</translation>
    </message>
    <message>
        <source>&amp;Start test</source>
        <translation>&amp;Empezar prueba</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lecturas</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Escrituras</translation>
    </message>
    <message>
        <source>Mixed: 70% reads, 30% writes</source>
        <translation>Mixta: 70% lecturas, 30% escrituras</translation>
    </message>
    <message>
        <source>%1 holds the running system: DriveProof never writes over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 contiene el sistema en ejecución: DriveProof nunca lo sobrescribe.</translation>
    </message>
    <message>
        <source>%1 or one of its partitions is mounted or in use (LVM, RAID, an encrypted volume). Unmount it first to write over it.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 o una de sus particiones está montada o en uso (LVM, RAID, un volumen cifrado). Desmóntela primero para poder sobrescribirla.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 es de solo lectura.</translation>
    </message>
    <message>
        <source>A temporary file in %1</source>
        <extracomment>a place a test runs; %1 a folder</extracomment>
        <translation>Un archivo temporal en %1</translation>
    </message>
    <message>
        <source>You may not be allowed to write here. Choose a folder of yours on this drive with &quot;another folder&quot;.</source>
        <translation>Puede que no tenga permiso para escribir aquí. Elija una carpeta suya en esta unidad con «otra carpeta».</translation>
    </message>
    <message>
        <source>A temporary file in another folder…</source>
        <translation>Un archivo temporal en otra carpeta…</translation>
    </message>
    <message>
        <source>The whole device %1, only reading</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Todo el dispositivo %1, solo lectura</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>a place a test runs; %1 a device node</extracomment>
        <translation>Todo el dispositivo %1, borrando todo su contenido</translation>
    </message>
    <message>
        <source>Where the test runs</source>
        <translation>Dónde se ejecuta la prueba</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>The commit test always uses 16 MiB, like pg_test_fsync, so that its numbers compare directly.</source>
        <translation>La prueba commit usa siempre 16 MiB, como pg_test_fsync, para que sus números se puedan comparar directamente.</translation>
    </message>
    <message>
        <source>How much of the drive the test uses. Larger areas are less flattered by caches but take longer to prepare.</source>
        <translation>Cuánto de la unidad usa la prueba. Las áreas más grandes se benefician menos de las cachés, pero tardan más en prepararse.</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tamaño de la prueba</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Elija una carpeta de la unidad que quiere probar</translation>
    </message>
    <message>
        <source>This device has no write cache of its own to switch.</source>
        <translation>Este dispositivo no tiene una caché de escritura propia que activar o desactivar.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache setting is not known (see the Write cache card), so it cannot be switched for the test.</source>
        <translation>No se conoce el ajuste de la caché de escritura de la unidad (vea la tarjeta Caché de escritura), así que no se puede cambiar para la prueba.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is off already: the test measures it that way.</source>
        <translation>La caché de escritura de la unidad ya está desactivada: la prueba la mide así.</translation>
    </message>
    <message>
        <source>This drive does not let its write cache be switched.</source>
        <translation>Esta unidad no permite activar o desactivar su caché de escritura.</translation>
    </message>
    <message>
        <source>The chosen folder is not on one of this drive&apos;s file systems.</source>
        <translation>La carpeta elegida no está en ninguno de los sistemas de archivos de esta unidad.</translation>
    </message>
    <message>
        <source>The cache is switched off for a second round of measurements and back on afterwards, also when the test fails or is cancelled. Switching may ask for your password.</source>
        <translation>La caché se desactiva para una segunda ronda de mediciones y se vuelve a activar después, también si la prueba falla o se cancela. Al cambiarla puede que se le pida la contraseña.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Tarda unos %1 con estos ajustes.</translation>
    </message>
    <message>
        <source>Takes about %1 with these settings, plus a moment to prepare the test file.</source>
        <extracomment>%1 a duration</extracomment>
        <translation>Tarda unos %1 con estos ajustes, más un momento para preparar el archivo de prueba.</translation>
    </message>
    <message>
        <source>This test writes over %1: everything on it is lost, every partition and every file. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Esta prueba sobrescribe %1: se pierde todo lo que contiene, todas las particiones y todos los archivos. Se le pedirá que escriba el nombre del dispositivo para confirmarlo.</translation>
    </message>
    <message>
        <source>Only reads from %1; nothing on it changes. Reading a device directly may ask for your password.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Solo lee de %1; no cambia nada de su contenido. Leer un dispositivo directamente puede pedirle la contraseña.</translation>
    </message>
    <message>
        <source>Writes only to a temporary file in the chosen folder and removes it afterwards; nothing else on the drive changes.</source>
        <translation>Solo escribe en un archivo temporal de la carpeta elegida y lo elimina después; no cambia nada más en la unidad.</translation>
    </message>
    <message>
        <source>Only reads. In a folder it first writes the temporary file it reads, and removes it afterwards.</source>
        <translation>Solo lee. En una carpeta, primero escribe el archivo temporal que va a leer y lo elimina después.</translation>
    </message>
    <message>
        <source>Takes as long as writing %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Tarda lo mismo que escribir %1 una vez: unos %2 a %3, menos en una unidad más rápida.</translation>
    </message>
    <message>
        <source>Takes as long as reading %1 once: about %2 at %3, less on a faster drive.</source>
        <extracomment>%1 a size, %2 a duration, %3 a rate (&quot;150.0 MB/s&quot;)</extracomment>
        <translation>Tarda lo mismo que leer %1 una vez: unos %2 a %3, menos en una unidad más rápida.</translation>
    </message>
    <message>
        <source>Start opens the guided power-loss test: it writes to a test file (or the whole device), reports every commit to a witness on a second computer, and asks you to pull the plug. After the restart DriveProof checks which acknowledged writes survived. You can also practise it on this computer with a simulated drive.</source>
        <translation>«Empezar prueba» abre la prueba guiada de pérdida de energía: escribe en un archivo de prueba (o en todo el dispositivo), informa de cada commit a un testigo en un segundo equipo y le pide que desenchufe el cable. Tras el reinicio, DriveProof comprueba qué escrituras confirmadas sobrevivieron. También puede practicarla en este equipo con una unidad simulada.</translation>
    </message>
    <message>
        <source>Opens the guided power-loss test</source>
        <translation>Abre la prueba guiada de pérdida de energía</translation>
    </message>
    <message>
        <source>No file system of this drive is mounted, so there is no folder for the test file. Mount one (in your file manager or GNOME Disks) and press Refresh (F5) in the main window, choose a folder with &quot;A temporary file in another folder…&quot;, or pick a reading test (sequential or random reads, surface scan), which can read the whole device without writing.</source>
        <translation>Ningún sistema de archivos de esta unidad está montado, así que no hay carpeta para el archivo de prueba. Monte uno (en el gestor de archivos o en Discos de GNOME) y pulse Actualizar (F5) en la ventana principal, elija una carpeta con «Un archivo temporal en otra carpeta…» o escoja una prueba de lectura (lectura secuencial o aleatoria, exploración de superficie), que puede leer todo el dispositivo sin escribir.</translation>
    </message>
    <message>
        <source>Choose where the test runs: a folder of yours on this drive, with &quot;A temporary file in another folder…&quot;.</source>
        <translation>Elija dónde se ejecuta la prueba: una carpeta suya en esta unidad, con «Un archivo temporal en otra carpeta…».</translation>
    </message>
    <message>
        <source>%1 Choose a folder on the drive instead, or a reading test.</source>
        <extracomment>%1 why the device cannot be written (a sentence)</extracomment>
        <translation>%1 Elija en su lugar una carpeta de la unidad o una prueba de lectura.</translation>
    </message>
    <message>
        <source>%1 is empty: no partition table and no file system, as a new drive arrives. This test writes over the whole device; you will be asked once to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>%1 está vacío: sin tabla de particiones ni sistema de archivos, como llega una unidad nueva. Esta prueba escribe sobre todo el dispositivo; se le pedirá confirmar una vez.</translation>
    </message>
    <message>
        <source>The whole device %1, which is empty</source>
        <extracomment>a place a test runs; %1 a device node of a drive with nothing on it</extracomment>
        <translation>Todo el dispositivo %1, que está vacío</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossAreaStep</name>
    <message>
        <source>Where to test</source>
        <translation>Dónde probar</translation>
    </message>
    <message>
        <source>The test writes records that describe themselves into a test area, commits them the way a database does, and reports every commit to a witness. A file on the drive tests the whole stack: file system, kernel and drive.</source>
        <translation>La prueba escribe registros que se describen a sí mismos en un área de prueba, los confirma como lo hace una base de datos e informa de cada commit a un testigo. Un archivo en la unidad prueba toda la pila: sistema de archivos, kernel y unidad.</translation>
    </message>
    <message>
        <source>&amp;Test area:</source>
        <translation>Área de &amp;prueba:</translation>
    </message>
    <message>
        <source>Test area</source>
        <translation>Área de prueba</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>Size of the test area</source>
        <translation>Tamaño del área de prueba</translation>
    </message>
    <message>
        <source>Larger than the drive&apos;s cache, so that the cache cannot hide the writes. 1 GiB is enough for most drives.</source>
        <translation>Mayor que la caché de la unidad, para que la caché no pueda ocultar las escrituras. 1 GiB basta para la mayoría de las unidades.</translation>
    </message>
    <message>
        <source>Commit &amp;method:</source>
        <translation>&amp;Método de commit:</translation>
    </message>
    <message>
        <source>Commit method</source>
        <translation>Método de commit</translation>
    </message>
    <message>
        <source>&amp;Writes per commit:</source>
        <translation>&amp;Escrituras por commit:</translation>
    </message>
    <message>
        <source>Writes per commit</source>
        <translation>Escrituras por commit</translation>
    </message>
    <message>
        <source>1 commits every write. More: a batched group commit, as busy databases do.</source>
        <translation>1 hace commit de cada escritura. Más: un commit agrupado por lotes, como hacen las bases de datos con mucha carga.</translation>
    </message>
    <message>
        <source>&amp;Only the drive loses power: I will pull its cable (USB or hot-plug drive)</source>
        <translation>&amp;Solo la unidad pierde la corriente: desenchufaré su cable (unidad USB o de conexión en caliente)</translation>
    </message>
    <message>
        <source>A test file in %1</source>
        <extracomment>%1 a folder</extracomment>
        <translation>Un archivo de prueba en %1</translation>
    </message>
    <message>
        <source>A test file in another folder…</source>
        <translation>Un archivo de prueba en otra carpeta…</translation>
    </message>
    <message>
        <source>The whole device %1, erasing everything on it</source>
        <extracomment>%1 a device node</extracomment>
        <translation>Todo el dispositivo %1, borrando todo su contenido</translation>
    </message>
    <message>
        <source>A file system of this drive is mounted or in use: unmount it first to write over the device.</source>
        <translation>Hay un sistema de archivos de esta unidad montado o en uso: desmóntelo primero para escribir sobre el dispositivo.</translation>
    </message>
    <message>
        <source>Choose a folder on the drive to test</source>
        <translation>Elija una carpeta de la unidad que quiere probar</translation>
    </message>
    <message>
        <source>The test writes over %1: everything on it is lost. You will be asked to type the device&apos;s name to confirm.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>La prueba sobrescribe %1: se pierde todo lo que contiene. Se le pedirá que escriba el nombre del dispositivo para confirmarlo.</translation>
    </message>
    <message>
        <source>Cable-pull mode: the computer keeps running and only the drive goes dark. The witness may run on this computer (the witness page, address 127.0.0.1:7070), but its record must be on another disk than the one under test.</source>
        <translation>Modo de desconexión del cable: el equipo sigue funcionando y solo la unidad se apaga. El testigo puede ejecutarse en este equipo (la página del testigo, dirección 127.0.0.1:7070), pero su registro debe estar en un disco distinto del que se prueba.</translation>
    </message>
    <message>
        <source>The whole computer loses power: you will pull its power cord. The witness runs on a second computer.</source>
        <translation>Todo el equipo pierde la corriente: usted desenchufará su cable de alimentación. El testigo se ejecuta en un segundo equipo.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossPreflightStep</name>
    <message>
        <source>Before the test</source>
        <translation>Antes de la prueba</translation>
    </message>
    <message>
        <source>Things to know</source>
        <translation>Lo que conviene saber</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s identity, write cache and health… Reading the cache or the counters may ask for your password.</source>
        <translation>Leyendo la identidad, la caché de escritura y la salud de la unidad… Para leer la caché o los contadores puede que se le pida la contraseña.</translation>
    </message>
    <message>
        <source>Practice with a lying drive: it acknowledges writes while they are still in its cache, and loses them at the power cut. Expect FAIL.</source>
        <translation>Práctica con una unidad mentirosa: confirma las escrituras mientras aún están en su caché y las pierde con el corte de corriente. Espere un FAIL.</translation>
    </message>
    <message>
        <source>Practice with an honest drive: it keeps every write it acknowledged. Expect a pass of the simulated cut.</source>
        <translation>Práctica con una unidad honesta: conserva todas las escrituras que confirmó. Espere que supere el corte simulado.</translation>
    </message>
    <message>
        <source>What happens:
1. DriveProof prepares a simulated drive of 16 MiB and a witness on this computer.
2. It writes numbered records, commits each one and reports it to the witness; the chart shows the commits per second.
3. Once commits flow steadily it says &quot;Pull the plug now&quot;: press &quot;Cut the power&quot;. On a real test you would pull the power cord at that moment.
4. The simulated drive starts again, DriveProof reads it back and compares it with the witness&apos;s record.
5. The report says what the drive kept and what it lost.</source>
        <translation>Qué ocurre:
1. DriveProof prepara una unidad simulada de 16 MiB y un testigo en este equipo.
2. Escribe registros numerados, hace commit de cada uno y lo comunica al testigo; el gráfico muestra los commits por segundo.
3. Cuando los commits fluyen de forma estable, indica «Desenchufe ahora»: pulse «Cortar la corriente». En una prueba real, desenchufaría el cable de alimentación en ese momento.
4. La unidad simulada vuelve a arrancar, DriveProof la lee y la compara con el registro del testigo.
5. El informe indica qué conservó la unidad y qué perdió.</translation>
    </message>
    <message>
        <source>The test cannot run: %1</source>
        <extracomment>%1 the reason</extracomment>
        <translation>La prueba no se puede ejecutar: %1</translation>
    </message>
    <message>
        <source>DriveProof read this before the test; it compares it after the power cut.</source>
        <translation>DriveProof leyó esto antes de la prueba; lo compara después del corte de corriente.</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unidad:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Número de serie:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacidad:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Caché de escritura:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns so far:</source>
        <translation>Apagados no seguros hasta ahora:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>la unidad no los cuenta</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Equipo:</translation>
    </message>
    <message>
        <source>Start the test: DriveProof prepares the test area (this takes a while), connects to the witness and writes. Wait for &quot;Pull the plug now&quot;.</source>
        <translation>Empiece la prueba: DriveProof prepara el área de prueba (tarda un rato), se conecta al testigo y escribe. Espere a «Desenchufe ahora».</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossReportPage</name>
    <message>
        <source>✔</source>
        <extracomment>marks in the validity checklist: passed / not passed</extracomment>
        <translation>✔</translation>
    </message>
    <message>
        <source>✘</source>
        <translation>✘</translation>
    </message>
    <message>
        <source>What was found</source>
        <translation>Qué se encontró</translation>
    </message>
    <message>
        <source>Acknowledged writes and the power cut</source>
        <translation>Escrituras confirmadas y el corte de corriente</translation>
    </message>
    <message>
        <source>Does this run count?</source>
        <translation>¿Es válida esta ejecución?</translation>
    </message>
    <message>
        <source>Machine and drive at the start</source>
        <translation>Equipo y unidad al inicio</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Qué hacer a continuación</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the whole report as a JSON file</source>
        <translation>Guardar el informe completo como archivo JSON</translation>
    </message>
    <message>
        <source>&amp;Test again</source>
        <translation>&amp;Volver a probar</translation>
    </message>
    <message>
        <source>Practice run on a simulated drive, started %1. Nothing on your drives was tested.</source>
        <translation>Ejecución de práctica en una unidad simulada, iniciada el %1. No se probó ninguna de sus unidades.</translation>
    </message>
    <message>
        <source>Test of %1, started %2.</source>
        <translation>Prueba de %1, iniciada el %2.</translation>
    </message>
    <message>
        <source>The witness recorded %1 acknowledged writes; %2 blocks were checked.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>El testigo registró %1 escrituras confirmadas; se comprobaron %2 bloques.</translation>
    </message>
    <message>
        <source>No acknowledged write was lost or damaged.</source>
        <translation>No se perdió ni se dañó ninguna escritura confirmada.</translation>
    </message>
    <message>
        <source>Each dot is a write the witness heard acknowledged, at the moment it heard it; the dashed line is when the writer went silent, the estimated cut. Red dots are writes the drive lost.</source>
        <translation>Cada punto es una escritura cuya confirmación recibió el testigo, situada en el momento en que la recibió; la línea discontinua marca cuándo el proceso de escritura dejó de comunicarse, es decir, el corte estimado. Los puntos rojos son escrituras que la unidad perdió.</translation>
    </message>
    <message>
        <source>%1 earlier writes that were kept are not drawn.</source>
        <extracomment>%1 a number of writes</extracomment>
        <translation>No se dibujan %1 escrituras anteriores que se conservaron.</translation>
    </message>
    <message>
        <source>Passed: %1</source>
        <translation>Cumplido: %1</translation>
    </message>
    <message>
        <source>Not passed: %1</source>
        <translation>No cumplido: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Equipo:</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unidad:</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>Capacidad:</translation>
    </message>
    <message>
        <source>Write cache:</source>
        <translation>Caché de escritura:</translation>
    </message>
    <message>
        <source>Commit method:</source>
        <translation>Método de commit:</translation>
    </message>
    <message>
        <source>Test area:</source>
        <translation>Área de prueba:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>Unsafe shutdowns before:</source>
        <translation>Apagados no seguros antes:</translation>
    </message>
    <message>
        <source>the drive does not count them</source>
        <translation>la unidad no los cuenta</translation>
    </message>
    <message>
        <source>Run id:</source>
        <translation>Id. de ejecución:</translation>
    </message>
    <message>
        <source>This was practice. To test a real drive, run the wizard again and choose a witness on a second computer.</source>
        <translation>Esto fue una práctica. Para probar una unidad real, vuelva a ejecutar el asistente y elija un testigo en un segundo equipo.</translation>
    </message>
    <message>
        <source>Switch the drive&apos;s write cache off (the Write cache card of the drive page) and test again: if it passes then, keep the cache off for data that matters.</source>
        <translation>Desactive la caché de escritura de la unidad (tarjeta Caché de escritura de la página de la unidad) y vuelva a probar: si entonces la supera, mantenga la caché desactivada para los datos importantes.</translation>
    </message>
    <message>
        <source>Do not trust this drive with data that must survive a power cut; a firmware update may help. Test again after any change.</source>
        <translation>No confíe a esta unidad datos que deban sobrevivir a un corte de corriente; una actualización de firmware puede ayudar. Vuelva a probar después de cualquier cambio.</translation>
    </message>
    <message>
        <source>Fix what the checklist names and test again.</source>
        <translation>Corrija lo que indica la lista de comprobación y vuelva a probar.</translation>
    </message>
    <message>
        <source>Run the test at least five times: one passing run can be luck, five make a configuration worth trusting.</source>
        <translation>Ejecute la prueba al menos cinco veces: una ejecución superada puede ser suerte; cinco hacen que una configuración sea digna de confianza.</translation>
    </message>
    <message>
        <source>Export the report</source>
        <translation>Exportar el informe</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <source>The lost tail: every commit acknowledged in the last %1 s before the cut.</source>
        <extracomment>%1 seconds, with one decimal</extracomment>
        <translation>El final perdido: todos los commits confirmados en los últimos %1 s antes del corte.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossRunStep</name>
    <message>
        <source>Practice run</source>
        <translation>Ejecución de práctica</translation>
    </message>
    <message>
        <source>The test runs</source>
        <translation>La prueba está en curso</translation>
    </message>
    <message>
        <source>Preparing the test area</source>
        <translation>Preparando el área de prueba</translation>
    </message>
    <message>
        <source>Commits, writes in flight and the link to the witness</source>
        <translation>Commits, escrituras en curso y conexión con el testigo</translation>
    </message>
    <message>
        <source>Pull the plug now</source>
        <extracomment>shown very large once the run is warm</extracomment>
        <translation>Desenchufe ahora</translation>
    </message>
    <message>
        <source>Press &quot;Cut the power&quot;. On a real test you would now pull the power cord out of the computer (not press its power button).</source>
        <translation>Pulse «Cortar la corriente». En una prueba real, ahora desenchufaría el cable de alimentación del equipo (sin pulsar el botón de encendido).</translation>
    </message>
    <message>
        <source>Pull the drive&apos;s cable out now (USB or power cable of the drive only). Leave the computer running; plug the drive back in after ten seconds. The witness and its record must be on another disk.</source>
        <translation>Desconecte ahora el cable de la unidad (solo el cable USB o de alimentación de la unidad). Deje el equipo encendido; vuelva a conectar la unidad al cabo de diez segundos. El testigo y su registro deben estar en otro disco.</translation>
    </message>
    <message>
        <source>Pull the power cord out of the computer now (a laptop: its battery too). Do not press the power button and do not shut down: the drive must lose power while it is writing. Wait ten seconds, plug it back in and start the computer: DriveProof opens by itself and checks the drive.</source>
        <translation>Desenchufe ahora el cable de alimentación del equipo (en un portátil, quite también la batería). No pulse el botón de encendido ni apague el equipo: la unidad debe perder la corriente mientras escribe. Espere diez segundos, vuelva a enchufarlo y arranque el equipo: DriveProof se abre solo y comprueba la unidad.</translation>
    </message>
    <message>
        <source>&amp;Cut the power</source>
        <translation>&amp;Cortar la corriente</translation>
    </message>
    <message>
        <source>Simulate the power cut: the simulated drive loses what it only held in its cache</source>
        <translation>Simula el corte de corriente: la unidad simulada pierde lo que solo tenía en su caché</translation>
    </message>
    <message>
        <source>&amp;Stop without a cut</source>
        <translation>&amp;Detener sin corte</translation>
    </message>
    <message>
        <source>End the run cleanly; nothing is verified</source>
        <translation>Termina la ejecución limpiamente; no se verifica nada</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · witness: %5</source>
        <extracomment>%1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in flight, %5 the link&apos;s state (&quot;connected&quot;)</extracomment>
        <translation>%1 commits/s · %2 commits, %3 guardados por el testigo · %4 en curso · testigo: %5</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits por segundo</translation>
    </message>
    <message>
        <source>Checking the simulated drive: %1</source>
        <extracomment>%1 what the verifier does now</extracomment>
        <translation>Comprobando la unidad simulada: %1</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>La ejecución falló.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossUi</name>
    <message>
        <source>fdatasync after each commit (what most databases use)</source>
        <translation>fdatasync después de cada commit (lo que usan la mayoría de las bases de datos)</translation>
    </message>
    <message>
        <source>fsync after each commit (also flushes the file&apos;s metadata)</source>
        <translation>fsync después de cada commit (también escribe los metadatos del archivo)</translation>
    </message>
    <message>
        <source>O_DSYNC: every write is durable when it returns</source>
        <extracomment>O_DSYNC is a technical name, keep it</extracomment>
        <translation>O_DSYNC: cada escritura es duradera cuando retorna</translation>
    </message>
    <message>
        <source>O_SYNC: every write and its metadata are durable when it returns</source>
        <extracomment>O_SYNC is a technical name, keep it</extracomment>
        <translation>O_SYNC: cada escritura y sus metadatos son duraderos cuando retorna</translation>
    </message>
    <message>
        <source>Passed: the drive kept every write it acknowledged</source>
        <translation>Superada: la unidad conservó todas las escrituras que confirmó</translation>
    </message>
    <message>
        <source>Failed: the drive lost or damaged writes it had acknowledged</source>
        <translation>No superada: la unidad perdió o dañó escrituras que había confirmado</translation>
    </message>
    <message>
        <source>Inconclusive: this run cannot prove the drive safe</source>
        <translation>No concluyente: esta ejecución no puede demostrar que la unidad sea segura</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>activada</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>the drive&apos;s write cache</extracomment>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossVerifyStep</name>
    <message>
        <source>Check the drive after the power cut</source>
        <translation>Comprobar la unidad tras el corte de corriente</translation>
    </message>
    <message>
        <source>DriveProof asks the witness for its record, reads the whole test area and compares every block with what the drive acknowledged. The witness must be running and reachable.</source>
        <translation>DriveProof pide al testigo su registro, lee toda el área de prueba y compara cada bloque con lo que la unidad confirmó. El testigo debe estar en ejecución y accesible.</translation>
    </message>
    <message>
        <source>If the witness cannot be reached, start it again on the second computer (it kept its record on disk) and press &quot;Verify now&quot;. The test stays pending until it is verified or forgotten, and DriveProof opens this page at every start until then.</source>
        <translation>Si no se puede acceder al testigo, vuelva a iniciarlo en el segundo equipo (conservó su registro en disco) y pulse «Verificar ahora». La prueba queda pendiente hasta que se verifique o se olvide, y hasta entonces DriveProof abre esta página en cada inicio.</translation>
    </message>
    <message>
        <source>Verification progress</source>
        <translation>Progreso de la verificación</translation>
    </message>
    <message>
        <source>&amp;Verify now</source>
        <translation>&amp;Verificar ahora</translation>
    </message>
    <message>
        <source>&amp;Forget this test</source>
        <translation>&amp;Olvidar esta prueba</translation>
    </message>
    <message>
        <source>Remove the pending test without verifying it</source>
        <translation>Elimina la prueba pendiente sin verificarla</translation>
    </message>
    <message>
        <source>• %1, started %2, witness %3</source>
        <extracomment>%1 a file or device, %2 a date and time, %3 a witness address</extracomment>
        <translation>• %1, iniciada el %2, testigo %3</translation>
    </message>
    <message>
        <source>practice run</source>
        <translation>ejecución de práctica</translation>
    </message>
    <message>
        <source>No test is waiting to be checked.</source>
        <translation>No hay ninguna prueba pendiente de comprobar.</translation>
    </message>
    <message>
        <source>Waiting to be checked (the first one is checked now):
%1</source>
        <translation>Pendientes de comprobar (la primera se comprueba ahora):
%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWitnessStep</name>
    <message>
        <source>The witness</source>
        <translation>El testigo</translation>
    </message>
    <message>
        <source>A second computer records every write this drive acknowledges, so that after the power cut DriveProof knows what the drive promised.</source>
        <translation>Un segundo equipo registra cada escritura que esta unidad confirma, para que tras el corte de corriente DriveProof sepa lo que la unidad prometió.</translation>
    </message>
    <message>
        <source>&amp;Another computer is the witness</source>
        <translation>&amp;Otro equipo es el testigo</translation>
    </message>
    <message>
        <source>Witness &amp;address:</source>
        <translation>&amp;Dirección del testigo:</translation>
    </message>
    <message>
        <source>Witness address and port</source>
        <translation>Dirección y puerto del testigo</translation>
    </message>
    <message>
        <source>&amp;Pairing code:</source>
        <translation>&amp;Código de emparejamiento:</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Código de emparejamiento</translation>
    </message>
    <message>
        <source>On the second computer, open DriveProof&apos;s witness page (menu &quot;Power-loss witness…&quot;) or run &quot;driveproof-cli witness --listen 0.0.0.0:7070&quot; in a terminal. It shows the pairing code; type it here with its address, e.g. 192.168.1.20:7070.</source>
        <translation>En el segundo equipo, abra la página del testigo de DriveProof (menú «Testigo de pérdida de energía…») o ejecute «driveproof-cli witness --listen 0.0.0.0:7070» en un terminal. Se muestra el código de emparejamiento; escríbalo aquí junto con su dirección, p. ej. 192.168.1.20:7070.</translation>
    </message>
    <message>
        <source>P&amp;ractice on this computer, with a simulated drive</source>
        <translation>P&amp;racticar en este equipo, con una unidad simulada</translation>
    </message>
    <message>
        <source>Learn the procedure without pulling a plug: a simulated drive, a witness on this computer and a simulated power cut. Nothing on your drives is written.</source>
        <translation>Aprenda el procedimiento sin desenchufar nada: una unidad simulada, un testigo en este equipo y un corte de corriente simulado. No se escribe nada en sus unidades.</translation>
    </message>
    <message>
        <source>Simulated &amp;drive:</source>
        <translation>&amp;Unidad simulada:</translation>
    </message>
    <message>
        <source>Simulated drive</source>
        <translation>Unidad simulada</translation>
    </message>
    <message>
        <source>Honest: keeps every write it acknowledged</source>
        <translation>Honesta: conserva todas las escrituras que confirmó</translation>
    </message>
    <message>
        <source>Lying: acknowledges writes it still holds in its cache</source>
        <translation>Mentirosa: confirma escrituras que aún guarda en su caché</translation>
    </message>
    <message>
        <source>This is not a pairing code: it has twelve letters and digits, like K7QD-M2XF-9HBT.</source>
        <translation>Esto no es un código de emparejamiento: tiene doce letras y dígitos, como K7QD-M2XF-9HBT.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::PowerLossWizard</name>
    <message>
        <source>Power-loss test – DriveProof</source>
        <translation>Prueba de pérdida de energía – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss test of %1 – DriveProof</source>
        <translation>Prueba de pérdida de energía de %1 – DriveProof</translation>
    </message>
    <message>
        <source>1. Drive and area</source>
        <translation>1. Unidad y área</translation>
    </message>
    <message>
        <source>2. Witness</source>
        <translation>2. Testigo</translation>
    </message>
    <message>
        <source>3. Check</source>
        <translation>3. Comprobación</translation>
    </message>
    <message>
        <source>4. Run and pull the plug</source>
        <translation>4. Ejecutar y desenchufar</translation>
    </message>
    <message>
        <source>5. Verify</source>
        <translation>5. Verificar</translation>
    </message>
    <message>
        <source>6. Report</source>
        <translation>6. Informe</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Atrás</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Paso actual</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Siguiente &gt;</translation>
    </message>
    <message>
        <source>&amp;Check this computer &gt;</source>
        <translation>&amp;Comprobar este equipo &gt;</translation>
    </message>
    <message>
        <source>&amp;Start practice</source>
        <translation>&amp;Empezar práctica</translation>
    </message>
    <message>
        <source>&amp;Start the test</source>
        <translation>&amp;Empezar la prueba</translation>
    </message>
    <message>
        <source>Power-loss test</source>
        <translation>Prueba de pérdida de energía</translation>
    </message>
    <message>
        <source>simulated drive</source>
        <translation>unidad simulada</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated lying drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that loses acknowledged writes</extracomment>
        <translation>Práctica de pérdida de energía en una unidad simulada que miente – DriveProof</translation>
    </message>
    <message>
        <source>Power-loss practice on a simulated honest drive – DriveProof</source>
        <extracomment>window title while practising on the simulated drive that keeps its writes</extracomment>
        <translation>Práctica de pérdida de energía en una unidad simulada honesta – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ReportWindow</name>
    <message>
        <source>Drive report: %1</source>
        <extracomment>window title; %1 the report&apos;s file name</extracomment>
        <translation>Informe de unidad: %1</translation>
    </message>
    <message>
        <source>Open a drive report</source>
        <translation>Abrir un informe de unidad</translation>
    </message>
    <message>
        <source>Drive reports (*.txt *.json *.log);;All files (*)</source>
        <extracomment>file dialog filter; keep the patterns in parentheses as they are</extracomment>
        <translation>Informes de unidad (*.txt *.json *.log);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <extracomment>the name a report pasted from the clipboard goes by</extracomment>
        <translation>texto pegado</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultCharts</name>
    <message>
        <source>&amp;Latency of:</source>
        <translation>&amp;Latencia de:</translation>
    </message>
    <message>
        <source>Measurement whose latency is shown</source>
        <translation>Medición cuya latencia se muestra</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2. Choose another folder.</source>
        <extracomment>%1 a file path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo escribir %1: %2. Elija otra carpeta.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultPage</name>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>De un vistazo</translation>
    </message>
    <message>
        <source>All numbers</source>
        <translation>Todos los números</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>Save everything this test measured, for other programs</source>
        <translation>Guardar todo lo que midió esta prueba, para otros programas</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the table of numbers for a spreadsheet</source>
        <translation>Guardar la tabla de números para una hoja de cálculo</translation>
    </message>
    <message>
        <source>Save charts as &amp;PNG…</source>
        <translation>Guardar gráficos como &amp;PNG…</translation>
    </message>
    <message>
        <source>Save a picture of each chart into a folder</source>
        <translation>Guardar una imagen de cada gráfico en una carpeta</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Ejecuciones anteriores en esta unidad, y comparación entre dos de ellas</translation>
    </message>
    <message>
        <source>&amp;New test</source>
        <translation>&amp;Nueva prueba</translation>
    </message>
    <message>
        <source>Ran on %1, started %2, took %3.</source>
        <extracomment>under a result&apos;s title; %1 where it ran, %2 date and time it started, %3 how long it took</extracomment>
        <translation>Ejecutada en %1, iniciada el %2, duró %3.</translation>
    </message>
    <message>
        <source>Drive: %1, serial number %2</source>
        <extracomment>the drive a result is about; %1 model (or device name), %2 serial number</extracomment>
        <translation>Unidad: %1, número de serie %2</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <extracomment>the drive a result is about; %1 model or device name</extracomment>
        <translation>Unidad: %1</translation>
    </message>
    <message>
        <source>The test stopped on an error.</source>
        <translation>La prueba se detuvo por un error.</translation>
    </message>
    <message>
        <source>You cancelled the test before it measured anything.</source>
        <translation>Canceló la prueba antes de que midiera nada.</translation>
    </message>
    <message>
        <source>You cancelled the test. The numbers below are those of the steps that finished before that; the verdict may be incomplete.</source>
        <translation>Canceló la prueba. Los números de abajo son los de los pasos que terminaron antes; el veredicto puede estar incompleto.</translation>
    </message>
    <message>
        <source>This result could not be kept in the history: %1</source>
        <extracomment>%1 why the result could not be saved</extracomment>
        <translation>Este resultado no se pudo guardar en el historial: %1</translation>
    </message>
    <message>
        <source>This result is kept in the drive&apos;s history, so you can compare it with later runs.</source>
        <translation>Este resultado se guarda en el historial de la unidad, para que pueda compararlo con ejecuciones posteriores.</translation>
    </message>
    <message>
        <source>This test measures speed and gives no verdict of its own. Compare the numbers with the drive&apos;s data sheet, or with an earlier run in the history.</source>
        <translation>Esta prueba mide la velocidad y no da un veredicto propio. Compare los números con la hoja de datos de la unidad o con una ejecución anterior del historial.</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>label of a row; %1 a measurement&apos;s name, e.g. &quot;SEQ1M Q8T1 read&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Save the charts into a folder</source>
        <translation>Guardar los gráficos en una carpeta</translation>
    </message>
    <message>
        <source>Export the result as JSON</source>
        <translation>Exportar el resultado como JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exportar los números como CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <extracomment>%1 a file path</extracomment>
        <translation>Se guardó %1.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) in %1.</source>
        <extracomment>%n files were written into the folder %1</extracomment>
        <translation>
            <numerusform>Se guardó %n archivo en %1.</numerusform>
            <numerusform>Se guardaron %n archivos en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;summary</source>
        <translation>Copiar &amp;resumen</translation>
    </message>
    <message>
        <source>A few lines with the main numbers and the verdicts, to paste into a forum post or an issue</source>
        <translation>Unas líneas con las cifras principales y los veredictos, para pegar en un foro o en una incidencia</translation>
    </message>
    <message>
        <source>Copied: the summary is on the clipboard, ready to paste.</source>
        <translation>Copiado: el resumen está en el portapapeles, listo para pegar.</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>under a result&apos;s title; %1 what it ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Ajustes: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultText</name>
    <message>
        <source>Danger</source>
        <translation>Peligro</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Precaución</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bien</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>%L1 commits/s</source>
        <extracomment>commits per second, e.g. &quot;1,234 commits/s&quot;</extracomment>
        <translation>%L1 commits/s</translation>
    </message>
    <message>
        <source>a temporary file in %1</source>
        <extracomment>where a test ran; %1 the folder that held its temporary file</extracomment>
        <translation>un archivo temporal en %1</translation>
    </message>
    <message>
        <source>the device %1</source>
        <extracomment>where a test ran; %1 a device node such as /dev/sdb</extracomment>
        <translation>el dispositivo %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>un destino desconocido</translation>
    </message>
    <message>
        <source>the file %1</source>
        <extracomment>where a test ran; %1 a file path</extracomment>
        <translation>el archivo %1</translation>
    </message>
    <message>
        <source>DriveProof %1 on %2, %3</source>
        <extracomment>first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time</extracomment>
        <translation>DriveProof %1 en %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a line of a copied summary; %1 the measurement, %2 its main number</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <extracomment>a verdict in a copied summary; %1 good/caution/danger/note, %2 the verdict</extracomment>
        <translation>- %1: %2</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <extracomment>a line of a copied summary; %1 what the test ran with: &quot;128 MiB · 2 s per step · temporary file on ext4 · io_uring&quot;</extracomment>
        <translation>Ajustes: %1</translation>
    </message>
    <message>
        <source>Drive self-test</source>
        <extracomment>a drive self-test in the drive&apos;s history (the drive tested itself)</extracomment>
        <translation>Autoprueba de la unidad</translation>
    </message>
    <message>
        <source>Device: %1, serial number %2</source>
        <extracomment>a line of a copied summary; %1 the device node (&quot;/dev/sdb&quot;), %2 its serial number (&quot;-&quot; when it has none)</extracomment>
        <translation>Dispositivo: %1, número de serie %2</translation>
    </message>
    <message>
        <source>%1: %2 · %3 · %4 µs</source>
        <extracomment>a line of a copied summary, as a quick check&apos;s tile shows it; %1 the measurement (&quot;SEQ1M Q8T1 read&quot;), %2 its transfer rate (&quot;2,345.6 MB/s&quot;), %3 its operations per second (&quot;2,236 IOPS&quot;), %4 its mean latency in microseconds</extracomment>
        <translation>%1: %2 · %3 · %4 µs</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::ResultTiles</name>
    <message>
        <source>Read</source>
        <extracomment>heading of the column of read rates in the quick check&apos;s tiles</extracomment>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>heading of the column of write rates in the quick check&apos;s tiles</extracomment>
        <translation>Escritura</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>no medido</translation>
    </message>
    <message>
        <source>%1 %2: not measured</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;</extracomment>
        <translation>%1 %2: no medido</translation>
    </message>
    <message>
        <source>%1 · %2 µs</source>
        <extracomment>small line of a quick check tile; %1 operations per second (&quot;12,345 IOPS&quot;), %2 the mean latency in microseconds</extracomment>
        <translation>%1 · %2 µs</translation>
    </message>
    <message>
        <source>%1 %2: %3, %4</source>
        <extracomment>read by screen readers; %1 a preset such as &quot;SEQ1M Q8T1&quot;, %2 &quot;Read&quot; or &quot;Write&quot;, %3 the rate, e.g. &quot;2,345.6 MB/s&quot;, %4 IOPS and latency, e.g. &quot;2,236 IOPS · 3,577 µs&quot;</extracomment>
        <translation>%1 %2: %3, %4</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::RunPage</name>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <source>Commits per second</source>
        <translation>Commits por segundo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>What the chart shows</source>
        <translation>Lo que muestra el gráfico</translation>
    </message>
    <message>
        <source>You can go on using DriveProof meanwhile. Other programs that use this drive now slow the test down and change its numbers.</source>
        <translation>Puede seguir usando DriveProof mientras tanto. Los demás programas que usen esta unidad ahora ralentizan la prueba y alteran sus números.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>&amp;Cancel test</source>
        <translation>&amp;Cancelar prueba</translation>
    </message>
    <message>
        <source>Stop the test now; the steps that finished are kept</source>
        <translation>Detener la prueba ahora; se conservan los pasos que terminaron</translation>
    </message>
    <message>
        <source>In a temporary file in %1, removed afterwards.</source>
        <extracomment>where a test runs; %1 a folder</extracomment>
        <translation>En un archivo temporal en %1, que se elimina después.</translation>
    </message>
    <message>
        <source>On the file %1.</source>
        <extracomment>where a test runs; %1 a file</extracomment>
        <translation>En el archivo %1.</translation>
    </message>
    <message>
        <source>On the device %1, writing over its contents.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>En el dispositivo %1, sobrescribiendo su contenido.</translation>
    </message>
    <message>
        <source>On the device %1, only reading.</source>
        <extracomment>where a test runs; %1 a device node</extracomment>
        <translation>En el dispositivo %1, solo lectura.</translation>
    </message>
    <message>
        <source>Cancelling: waiting for the drive to finish the I/O in flight, then removing the temporary file…</source>
        <translation>Cancelando: esperando a que la unidad termine la E/S en curso y eliminando después el archivo temporal…</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>About %1 left</source>
        <extracomment>time left in a running test; %1 minutes:seconds, e.g. 1:23</extracomment>
        <translation>Quedan unos %1</translation>
    </message>
    <message>
        <source>Time left: not known yet</source>
        <translation>Tiempo restante: aún no se sabe</translation>
    </message>
    <message>
        <source>Now: %L1 commits per second</source>
        <extracomment>the last measured rate of a commit test; %1 commits per second</extracomment>
        <translation>Ahora: %L1 commits por segundo</translation>
    </message>
    <message>
        <source>Now: %1, %2</source>
        <extracomment>the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)</extracomment>
        <translation>Ahora: %1, %2</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SelfTestPanel</name>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>%n the number of minutes the drive says a self-test takes</extracomment>
        <translation>
            <numerusform>unos %n minuto</numerusform>
            <numerusform>unos %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a self-test button: %1 its kind (&quot;Short test&quot;), %2 its duration</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Short test</source>
        <translation>Prueba corta</translation>
    </message>
    <message>
        <source>Extended test</source>
        <translation>Prueba extendida</translation>
    </message>
    <message>
        <source>Conveyance test</source>
        <translation>Prueba de transporte</translation>
    </message>
    <message>
        <source>Abort self-test</source>
        <translation>Detener la autoprueba</translation>
    </message>
    <message>
        <source>running, %1% done</source>
        <extracomment>%1 how far the running self-test is, in percent</extracomment>
        <translation>en curso, %1 % hecho</translation>
    </message>
    <message>
        <source>The drive runs the test by itself: you may close this window.</source>
        <translation>La unidad hace la prueba por sí misma: puede cerrar esta ventana.</translation>
    </message>
    <message>
        <source>no self-test running</source>
        <extracomment>%1 the last self-test&apos;s result in words</extracomment>
        <translation>ninguna autoprueba en curso</translation>
    </message>
    <message>
        <source>Last result: %1</source>
        <translation>Último resultado: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <extracomment>first entry of the language list; %1 the language the system asks for, in its own name, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Predeterminado del sistema (%1)</translation>
    </message>
    <message>
        <source>The language of DriveProof&apos;s windows. A change applies at once and is kept for the next start. The system default follows the LANGUAGE and LANG environment variables.</source>
        <translation>El idioma de las ventanas de DriveProof. Un cambio se aplica al instante y se conserva para el próximo inicio. El predeterminado del sistema sigue las variables de entorno LANGUAGE y LANG.</translation>
    </message>
    <message>
        <source>&amp;Transfer rates in:</source>
        <translation>&amp;Velocidades de transferencia en:</translation>
    </message>
    <message>
        <source>Drive makers and most benchmarks count a megabyte as 1,000,000 bytes; many file managers count a mebibyte, 1,048,576 bytes.</source>
        <translation>Los fabricantes de unidades y la mayoría de los benchmarks cuentan un megabyte como 1.000.000 bytes; muchos gestores de archivos cuentan un mebibyte, 1.048.576 bytes.</translation>
    </message>
    <message>
        <source>Default test si&amp;ze:</source>
        <translation>&amp;Tamaño de prueba predeterminado:</translation>
    </message>
    <message>
        <source>What the test picker offers first. You can still choose another size for each test there.</source>
        <translation>Lo que el selector de pruebas ofrece primero. Allí puede seguir eligiendo otro tamaño para cada prueba.</translation>
    </message>
    <message>
        <source>Default time per st&amp;ep (seconds):</source>
        <translation>Tiempo por pa&amp;so predeterminado (segundos):</translation>
    </message>
    <message>
        <source>How long each measurement of a test runs, as the test picker offers it first.</source>
        <translation>Cuánto dura cada medición de una prueba, tal como el selector de pruebas lo ofrece primero.</translation>
    </message>
    <message>
        <source>MB/s (megabytes, 10⁶ bytes)</source>
        <extracomment>a choice of unit; 1 MB = 1,000,000 bytes</extracomment>
        <translation>MB/s (megabytes, 10⁶ bytes)</translation>
    </message>
    <message>
        <source>MiB/s (mebibytes, 2²⁰ bytes)</source>
        <extracomment>a choice of unit; 1 MiB = 1,048,576 bytes</extracomment>
        <translation>MiB/s (mebibytes, 2²⁰ bytes)</translation>
    </message>
    <message>
        <source>Each test&apos;s own</source>
        <extracomment>the default test size: each test&apos;s own (1 GiB; 4 GiB for the sustained write)</extracomment>
        <translation>El propio de cada prueba</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::StatusPage</name>
    <message>
        <source>Looking for drives</source>
        <translation>Buscando unidades</translation>
    </message>
    <message>
        <source>Looking for drives…</source>
        <translation>Buscando unidades…</translation>
    </message>
    <message>
        <source>Reading what the kernel knows about each drive.</source>
        <translation>Leyendo lo que el kernel sabe de cada unidad.</translation>
    </message>
    <message>
        <source>No drives found</source>
        <translation>No se encontraron unidades</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>DriveProof could not find a drive it can read. This happens when:</source>
        <translation>DriveProof no encontró ninguna unidad que pueda leer. Posibles causas:</translation>
    </message>
    <message>
        <source>• No drive is connected. Connect one and press Refresh (F5); a USB drive may take a few seconds to appear.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• No hay ninguna unidad conectada. Conecte una y pulse Actualizar (F5); una unidad USB puede tardar unos segundos en aparecer.</translation>
    </message>
    <message>
        <source>• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides the machine&apos;s drives (/sys/block and /dev). Run it on the host instead, or give the sandbox access to the drives.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof se ejecuta en un contenedor o entorno aislado (Docker, Flatpak, Snap) que oculta las unidades del equipo (/sys/block y /dev). Ejecútelo en el anfitrión, o dé al entorno aislado acceso a las unidades.</translation>
    </message>
    <message>
        <source>• It is not allowed to read the drives&apos; details: the system limits access to /sys or /dev. Ask the administrator, or run driveproof-cli list to see what the kernel reports.</source>
        <extracomment>list item of the empty state</extracomment>
        <translation>• DriveProof no tiene permiso para leer los datos de las unidades: el sistema limita el acceso a /sys o /dev. Consulte al administrador, o ejecute driveproof-cli list para ver lo que indica el kernel.</translation>
    </message>
    <message>
        <source>• udisks2 is not running, so only the kernel was asked. Start it with &quot;systemctl start udisks2&quot; and press Refresh.</source>
        <extracomment>list item of the empty state; &quot;systemctl start udisks2&quot; is a command, keep it</extracomment>
        <translation>• udisks2 no se está ejecutando, así que solo se consultó al kernel. Inícielo con «systemctl start udisks2» y pulse Actualizar.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCard</name>
    <message>
        <source>Test this drive</source>
        <translation>Probar esta unidad</translation>
    </message>
    <message>
        <source>Measure how fast this drive commits, streams and seeks, and whether its cache acknowledges writes before they are safe. Tests write only to a temporary file in a folder you choose, unless you ask for the raw device; they run in a window of their own.</source>
        <translation>Mide lo rápido que esta unidad hace commits, transfiere datos secuenciales y accede a datos aleatorios, y si su caché confirma escrituras antes de que estén a salvo. Las pruebas solo escriben en un archivo temporal de una carpeta que usted elige, salvo que pida usar el dispositivo en bruto; se ejecutan en una ventana propia.</translation>
    </message>
    <message>
        <source>Co&amp;mmit rate…</source>
        <translation>Tasa de &amp;commits…</translation>
    </message>
    <message>
        <source>How many durable commits per second, like pg_test_fsync</source>
        <translation>Cuántos commits duraderos por segundo, como pg_test_fsync</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>Earlier runs on this drive, and comparing two of them</source>
        <translation>Ejecuciones anteriores en esta unidad, y comparación entre dos de ellas</translation>
    </message>
    <message>
        <source>A test is running on this drive; its window shows how far it got.</source>
        <translation>Hay una prueba en curso en esta unidad; su ventana muestra cuánto ha avanzado.</translation>
    </message>
    <message>
        <source>&amp;All tests…</source>
        <translation>&amp;Todas las pruebas…</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestCatalog</name>
    <message>
        <source>Power-loss test</source>
        <translation>Prueba de pérdida de energía</translation>
    </message>
    <message>
        <source>CrystalDiskMark&apos;s four tests in one go: sequential reads and writes in 1 MiB blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes with 32 and with 1 request in flight. The quickest way to see whether a drive performs as its box promises.</source>
        <translation>Las cuatro pruebas de CrystalDiskMark de una vez: lecturas y escrituras secuenciales en bloques de 1 MiB con 8 y con 1 solicitud en curso, y después lecturas y escrituras aleatorias de 4 KiB con 32 y con 1 solicitud en curso. La forma más rápida de ver si una unidad rinde lo que promete su caja.</translation>
    </message>
    <message>
        <source>How many times per second the drive durably commits a small write, measured like PostgreSQL&apos;s pg_test_fsync: every sync method, 8 kB and 16 kB commits, and plain writes as a baseline. It also counts the flushes that reach the drive. A hard disk that commits faster than its platters turn has a cache that acknowledges writes before they are safe.</source>
        <translation>Cuántas veces por segundo la unidad confirma de forma duradera una escritura pequeña, medido como pg_test_fsync de PostgreSQL: todos los métodos de sincronización, commits de 8 kB y 16 kB, y escrituras simples como referencia. También cuenta los vaciados de caché (flush) que llegan a la unidad. Un disco duro que confirma más rápido de lo que giran sus platos tiene una caché que confirma las escrituras antes de que estén a salvo.</translation>
    </message>
    <message>
        <source>Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in flight: the rate at which large files are copied.</source>
        <translation>Lecturas y escrituras secuenciales en bloques de 1 MiB, con 8 y con 1 solicitud en curso: la velocidad a la que se copian archivos grandes.</translation>
    </message>
    <message>
        <source>Writes the whole test area once, from start to end, and draws the rate as it fills. Many SSDs write fast only until their cache is full, then slow down: choose a test size larger than that cache, tens of gigabytes on a large SSD.</source>
        <translation>Escribe toda el área de prueba una vez, de principio a fin, y dibuja la velocidad a medida que se llena. Muchos SSD escriben rápido solo hasta que su caché se llena, y luego se ralentizan: elija un tamaño de prueba mayor que esa caché, decenas de gigabytes en un SSD grande.</translation>
    </message>
    <message>
        <source>Reads the whole test area from start to end and draws the rate by position. A hard disk is faster at its outer edge; dips and stalls point to areas that need retries.</source>
        <translation>Lee toda el área de prueba de principio a fin y dibuja la velocidad según la posición. Un disco duro es más rápido en su borde exterior; las caídas y los parones señalan zonas que necesitan reintentos.</translation>
    </message>
    <message>
        <source>Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 requests in flight: what databases, virtual machines and starting programs feel.</source>
        <translation>Lecturas y escrituras aleatorias de 4 KiB y una mezcla con un 70% de lecturas, con 1 y con 32 solicitudes en curso: lo que notan las bases de datos, las máquinas virtuales y los programas al arrancar.</translation>
    </message>
    <message>
        <source>Random I/O at every block size from 512 bytes to 16 MiB: where the drive reaches its best transfer rate, and how its operations per second fall as blocks grow.</source>
        <translation>E/S aleatoria con cada tamaño de bloque desde 512 bytes hasta 16 MiB: dónde alcanza la unidad su mejor velocidad de transferencia y cómo caen sus operaciones por segundo a medida que crecen los bloques.</translation>
    </message>
    <message>
        <source>Random I/O with 1 to 256 requests in flight: how much parallelism the drive needs to give its best.</source>
        <translation>E/S aleatoria con 1 a 256 solicitudes en curso: cuánto paralelismo necesita la unidad para dar lo mejor de sí.</translation>
    </message>
    <message>
        <source>Random I/O from 1 to 96 threads: how the drive and the kernel cope with many programs at once.</source>
        <translation>E/S aleatoria con 1 a 96 hilos: cómo se las arreglan la unidad y el kernel con muchos programas a la vez.</translation>
    </message>
    <message>
        <source>Reads the same random blocks twice, with an idle time in between. A hybrid drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the second pass is much faster.</source>
        <translation>Lee dos veces los mismos bloques aleatorios, con un tiempo de inactividad entre medias. Una unidad híbrida (SSHD) o una caché por niveles mueve mientras tanto los datos más usados a la memoria flash, así que la segunda pasada es mucho más rápida.</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>a duration; %n seconds</extracomment>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>a duration, rounded; %n minutes</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a duration, rounded; %1 hours, %2 minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Checks whether the drive keeps the writes it acknowledged when the power is cut: DriveProof writes numbered records, you pull the plug, and after the restart it checks what survived. A second computer keeps the witness&apos;s record of every acknowledged write; you can also practise on this computer with a simulated drive. It writes to a test file (or, with your confirmation, a partition) and takes a few minutes plus a restart.</source>
        <translation>Comprueba si la unidad conserva las escrituras que confirmó cuando se corta la corriente: DriveProof escribe registros numerados, usted desenchufa el cable y, tras el reinicio, comprueba qué sobrevivió. Un segundo equipo guarda, como testigo, el registro de cada escritura confirmada; también puede practicar en este equipo con una unidad simulada. Escribe en un archivo de prueba (o, con su confirmación, en una partición) y tarda unos minutos más un reinicio.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TestWindow</name>
    <message>
        <source>Test %1 – DriveProof</source>
        <extracomment>window title; %1 the drive&apos;s name (model)</extracomment>
        <translation>Prueba de %1 – DriveProof</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TopologyCard</name>
    <message>
        <source>Topology</source>
        <translation>Topología</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>The kernel reports no size: the drive may have no medium inserted.</source>
        <translation>El kernel no indica ningún tamaño: puede que la unidad no tenga un medio insertado.</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sector lógico</translation>
    </message>
    <message>
        <source>The smallest unit the drive can address.</source>
        <translation>La porción más pequeña que la unidad puede direccionar.</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sector físico</translation>
    </message>
    <message>
        <source>The unit the drive writes internally. Partitions should start on a multiple of it.</source>
        <translation>El bloque que la unidad escribe internamente. Las particiones deberían empezar en un múltiplo de él.</translation>
    </message>
    <message>
        <source>Minimum I/O</source>
        <translation>E/S mínima</translation>
    </message>
    <message>
        <source>Optimal I/O</source>
        <translation>E/S óptima</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>The drive states no preferred I/O size; most drives do not.</source>
        <translation>La unidad no declara ningún tamaño de E/S preferido; la mayoría no lo hace.</translation>
    </message>
    <message>
        <source>Alignment offset</source>
        <translation>Desplazamiento de alineación</translation>
    </message>
    <message>
        <source>How far sector 0 sits past a physical-sector boundary. Almost always 0.</source>
        <translation>Cuánto se aleja el sector 0 de un límite de sector físico. Casi siempre 0.</translation>
    </message>
    <message>
        <source>What the kernel believes: with &quot;write back&quot; it asks the drive to flush its cache. The drive&apos;s own setting can differ.</source>
        <translation>Lo que cree el kernel: con «write back» pide a la unidad que vacíe su caché (flush). El ajuste propio de la unidad puede ser distinto.</translation>
    </message>
    <message>
        <source>Write cache (kernel view)</source>
        <translation>Caché de escritura (vista del kernel)</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>El kernel no indica ningún modo de caché de escritura para este dispositivo.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: el kernel puede pedir que escrituras concretas lleguen al almacenamiento estable sin vaciar toda la caché.</translation>
    </message>
    <message>
        <source>The kernel did not report this value.</source>
        <translation>El kernel no indicó este valor.</translation>
    </message>
    <message>
        <source>only its partitions, see Partitions</source>
        <extracomment>&quot;Mounted on&quot; of a whole drive whose partitions (not the drive) are mounted</extracomment>
        <translation>solo sus particiones, vea Particiones</translation>
    </message>
    <message>
        <source>not mounted</source>
        <translation>no montado</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado en</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>En uso por</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Device-mapper, RAID or LVM devices stacked on the whole drive.</source>
        <translation>Dispositivos device-mapper, RAID o LVM apilados sobre la unidad completa.</translation>
    </message>
    <message>
        <source>%1: %2 (in use)</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2 (en uso)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one LBA format in the list; %1 its number, %2 its sizes and speed</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LBA formats</source>
        <translation>Formatos LBA</translation>
    </message>
    <message>
        <source>The sector sizes this NVMe namespace can be formatted with, and how fast the drive itself says each is (Identify Namespace). Changing it erases the namespace; DriveProof never does.</source>
        <translation>Los tamaños de sector con los que se puede formatear este espacio de nombres NVMe y lo rápido que la propia unidad dice que es cada uno (Identify Namespace). Cambiarlo borra el espacio de nombres; DriveProof nunca lo hace.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::TrimCard</name>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Reaches the drive</source>
        <translation>Llega a la unidad</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>leyendo…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>to the loop device&apos;s backing file</source>
        <translation>hasta el archivo de respaldo del dispositivo loop</translation>
    </message>
    <message>
        <source>no: a layer drops it</source>
        <translation>no: una capa lo descarta</translation>
    </message>
    <message>
        <source>no: the drive does not take it</source>
        <translation>no: la unidad no lo acepta</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarado</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <source>%1 (systemd is not running)</source>
        <extracomment>%1 the timer&apos;s state, e.g. &quot;enabled&quot;</extracomment>
        <translation>%1 (systemd no está en marcha)</translation>
    </message>
    <message>
        <source>fstrim.timer</source>
        <translation>fstrim.timer</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>heading of one way down the block stack; %1 the device at its top</extracomment>
        <translation>Desde %1:</translation>
    </message>
    <message>
        <source>%1: no discard limits shown</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/sda (disk)&quot;</extracomment>
        <translation>%1: no muestra límites de discard</translation>
    </message>
    <message>
        <source>%1: drops discards</source>
        <extracomment>%1 a device and its kind, e.g. &quot;/dev/mapper/luks-1 (dm-crypt)&quot;</extracomment>
        <translation>%1: descarta los discards</translation>
    </message>
    <message>
        <source>%1: passes discards, granularity %2, up to %3</source>
        <extracomment>%1 a device and its kind, %2 discard granularity, %3 largest discard, e.g. &quot;4.0 KiB&quot;, &quot;2.0 GiB&quot;</extracomment>
        <translation>%1: deja pasar los discards, granularidad %2, hasta %3</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::UsagePanel</name>
    <message>
        <source>Is it new? %1</source>
        <extracomment>&quot;Is it new?&quot; and the verdict: new, used, possibly reset</extracomment>
        <translation>¿Es nueva? %1</translation>
    </message>
    <message>
        <source>The rating could not be kept: %1 cannot be written.</source>
        <extracomment>%1 the file DriveProof keeps what it remembers about drives in</extracomment>
        <translation>No se pudo guardar la clasificación: no se puede escribir en %1.</translation>
    </message>
    <message>
        <source>Rated &amp;endurance:</source>
        <extracomment>the endurance the maker rates the drive&apos;s model for, in terabytes written</extracomment>
        <translation>R&amp;esistencia nominal:</translation>
    </message>
    <message>
        <source> TBW</source>
        <extracomment>unit after the endurance field: terabytes written</extracomment>
        <translation> TBW</translation>
    </message>
    <message>
        <source>not entered</source>
        <extracomment>shown in the endurance field while no rating is kept for the model</extracomment>
        <translation>sin indicar</translation>
    </message>
    <message>
        <source>&amp;Remember for this model</source>
        <translation>&amp;Recordar para este modelo</translation>
    </message>
    <message>
        <source>The terabytes written (TBW) the maker&apos;s data sheet rates this model for. Kept for every drive of the same model.</source>
        <translation>Los terabytes escritos (TBW) para los que la hoja de datos del fabricante clasifica este modelo. Se guarda para cada unidad del mismo modelo.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WitnessPage</name>
    <message>
        <source>DriveProof cannot be a witness on %1.</source>
        <extracomment>%1 an address such as 0.0.0.0:7070</extracomment>
        <translation>DriveProof no puede ser testigo en %1.</translation>
    </message>
    <message>
        <source>%1: run %2 started.</source>
        <extracomment>%1 a time, %2 a short run id</extracomment>
        <translation>%1: se inició la ejecución %2.</translation>
    </message>
    <message>
        <source>%1: run %2 came back.</source>
        <translation>%1: la ejecución %2 ha vuelto.</translation>
    </message>
    <message>
        <source>%1: run %2 went silent: the estimated power cut.</source>
        <translation>%1: la ejecución %2 dejó de comunicarse: el corte de corriente estimado.</translation>
    </message>
    <message>
        <source>%1: run %2 stopped on a write error: %3</source>
        <translation>%1: la ejecución %2 se detuvo por un error de escritura: %3</translation>
    </message>
    <message>
        <source>%1: run %2 ended cleanly, without a power cut.</source>
        <translation>%1: la ejecución %2 terminó limpiamente, sin corte de corriente.</translation>
    </message>
    <message>
        <source>%1: the result of run %2 arrived.</source>
        <translation>%1: llegó el resultado de la ejecución %2.</translation>
    </message>
    <message>
        <source>%1: refused a connection: %2</source>
        <extracomment>%1 a time, %2 why a connection was refused</extracomment>
        <translation>%1: conexión rechazada: %2</translation>
    </message>
    <message>
        <source>%1: the journal cannot be written: %2</source>
        <translation>%1: no se puede escribir el diario: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>journal damaged</source>
        <translation>diario dañado</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>error de escritura</translation>
    </message>
    <message>
        <source>ended cleanly</source>
        <translation>terminada limpiamente</translation>
    </message>
    <message>
        <source>silent: power cut?</source>
        <translation>sin comunicación: ¿corte de corriente?</translation>
    </message>
    <message>
        <source>connected, writing</source>
        <translation>conectada, escribiendo</translation>
    </message>
    <message>
        <source>connected, preparing</source>
        <translation>conectada, preparando</translation>
    </message>
    <message>
        <source>waiting for the writer</source>
        <translation>esperando al proceso de escritura</translation>
    </message>
    <message>
        <source>%1 (%2 s ago)</source>
        <extracomment>%1 a clock time, %2 seconds ago</extracomment>
        <translation>%1 (hace %2 s)</translation>
    </message>
    <message>
        <source>received</source>
        <translation>recibido</translation>
    </message>
    <message>
        <source>Pairing code %1</source>
        <translation>Código de emparejamiento %1</translation>
    </message>
    <message>
        <source>&amp;Stop witness</source>
        <translation>&amp;Detener testigo</translation>
    </message>
    <message>
        <source>&amp;Start witness</source>
        <translation>&amp;Iniciar testigo</translation>
    </message>
    <message>
        <source>Listening on port %1. The record of each run is kept in %2.</source>
        <extracomment>%1 a port number, %2 a folder</extracomment>
        <translation>Escuchando en el puerto %1. El registro de cada ejecución se guarda en %2.</translation>
    </message>
    <message>
        <source>Not listening.</source>
        <translation>Sin escuchar.</translation>
    </message>
    <message>
        <source>Power-loss witness – DriveProof</source>
        <translation>Testigo de pérdida de energía – DriveProof</translation>
    </message>
    <message>
        <source>Be the witness of a power-loss test</source>
        <translation>Actuar como testigo de una prueba de pérdida de energía</translation>
    </message>
    <message>
        <source>The computer whose drive is tested reports every write its drive acknowledges to this one, over the network. After the power cut, this record shows which acknowledged writes the drive lost. Keep this computer running and its power on during the test.</source>
        <translation>El equipo cuya unidad se prueba comunica a este, por la red, cada escritura que su unidad confirma. Tras el corte de corriente, este registro muestra qué escrituras confirmadas perdió la unidad. Mantenga este equipo encendido y conectado a la corriente durante la prueba.</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Escuchar en:</translation>
    </message>
    <message>
        <source>Address and port to listen on</source>
        <translation>Dirección y puerto en los que escuchar</translation>
    </message>
    <message>
        <source>0.0.0.0:7070 listens on every network of this computer</source>
        <translation>0.0.0.0:7070 escucha en todas las redes de este equipo</translation>
    </message>
    <message>
        <source>Pairing code</source>
        <translation>Código de emparejamiento</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Nuevo código</translation>
    </message>
    <message>
        <source>On the computer under test, open the power-loss test and type this computer&apos;s address (port included) and this code. From a terminal: &quot;driveproof-cli powerloss run --witness ADDRESS:PORT&quot;. Instead of this page you may run &quot;driveproof-cli witness&quot; here.</source>
        <translation>En el equipo que se prueba, abra la prueba de pérdida de energía y escriba la dirección de este equipo (con el puerto) y este código. Desde un terminal: «driveproof-cli powerloss run --witness ADDRESS:PORT». En lugar de esta página, puede ejecutar «driveproof-cli witness» aquí.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commits</translation>
    </message>
    <message>
        <source>Silent since</source>
        <extracomment>a column: when the writer went silent, the estimated power cut</extracomment>
        <translation>Sin comunicación desde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Runs this witness records</source>
        <translation>Ejecuciones que registra este testigo</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Último evento</translation>
    </message>
    <message>
        <source>On the computer under test, type one of these witness addresses: %1</source>
        <extracomment>%1 this computer&apos;s addresses with the port, e.g. &quot;192.0.2.7:7070, 10.0.0.2:7070&quot;</extracomment>
        <translation>En el equipo que se prueba, escriba una de estas direcciones del testigo: %1</translation>
    </message>
</context>
<context>
    <name>DriveProof::Gui::WriteCacheCard</name>
    <message>
        <source>Write cache</source>
        <translation>Caché de escritura</translation>
    </message>
    <message>
        <source>Keep after reboot</source>
        <translation>Mantener tras reiniciar</translation>
    </message>
    <message>
        <source>A volatile write cache makes writes fast but can lose data that was already acknowledged if power fails. With the cache on, commits are safe only while the kernel sends flushes and the drive obeys them; with it off, every write reaches the media before it is acknowledged.</source>
        <translation>Una caché de escritura volátil acelera las escrituras, pero si falla la alimentación puede perder datos cuya escritura ya se había confirmado. Con la caché activada, los commits solo son seguros mientras el kernel envíe vaciados de caché (flush) y la unidad los obedezca; con ella desactivada, cada escritura llega al medio antes de confirmarse.</translation>
    </message>
    <message>
        <source>Waiting for permission… If a password dialog opened, answer it there.</source>
        <translation>Esperando permiso… Si se abrió un diálogo de contraseña, responda en él.</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>Cambiando…</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still off.</source>
        <translation>La unidad no aceptó el nuevo ajuste: su caché sigue desactivada.</translation>
    </message>
    <message>
        <source>The drive did not take the new setting: its cache is still on.</source>
        <translation>La unidad no aceptó el nuevo ajuste: su caché sigue activada.</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is on now (read again from the drive).</source>
        <translation>Hecho: la caché de la unidad está activada ahora (leído de nuevo de la unidad).</translation>
    </message>
    <message>
        <source>Done: the drive&apos;s cache is off now (read again from the drive).</source>
        <translation>Hecho: la caché de la unidad está desactivada ahora (leído de nuevo de la unidad).</translation>
    </message>
    <message>
        <source>Drive&apos;s cache</source>
        <translation>Caché de la unidad</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>leyendo…</translation>
    </message>
    <message>
        <source>The drive&apos;s setting could not be read; see below.</source>
        <translation>No se pudo leer el ajuste de la unidad; vea más abajo.</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Leído mediante</translation>
    </message>
    <message>
        <source>Kernel view only: there is no drive-level cache that DriveProof could read or switch here.</source>
        <translation>Solo la vista del kernel: aquí no hay ninguna caché de la unidad que DriveProof pueda leer o cambiar.</translation>
    </message>
    <message>
        <source>This drive has no volatile write cache: every write goes to the media before it is acknowledged. There is nothing to switch.</source>
        <translation>Esta unidad no tiene caché de escritura volátil: cada escritura llega al medio antes de confirmarse. No hay nada que cambiar.</translation>
    </message>
    <message>
        <source>This drive does not allow its write cache setting to be changed. Its maker&apos;s tool may offer a way.</source>
        <translation>Esta unidad no permite cambiar el ajuste de su caché de escritura. Puede que la herramienta de su fabricante ofrezca una forma de hacerlo.</translation>
    </message>
    <message>
        <source>The drive did not report whether its cache is on, so DriveProof offers no switch.</source>
        <translation>La unidad no indicó si su caché está activada, así que DriveProof no ofrece ningún interruptor.</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>no se aplica</translation>
    </message>
    <message>
        <source>Only a real drive has a cache of its own; see the note below.</source>
        <translation>Solo una unidad real tiene caché propia; vea la nota de abajo.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>The drive has no volatile write cache.</source>
        <translation>La unidad no tiene caché de escritura volátil.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activada</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>The drive did not report its current setting.</source>
        <translation>La unidad no indicó su ajuste actual.</translation>
    </message>
    <message>
        <source>Kernel&apos;s view</source>
        <translation>Vista del kernel</translation>
    </message>
    <message>
        <source>The kernel does not report a write-cache mode for this device.</source>
        <translation>El kernel no indica ningún modo de caché de escritura para este dispositivo.</translation>
    </message>
    <message>
        <source>What the kernel believes (queue/write_cache). With &quot;write back&quot; it asks the drive to flush its cache when a program commits data.</source>
        <translation>Lo que cree el kernel (queue/write_cache). Con «write back» pide a la unidad que vacíe su caché (flush) cuando un programa confirma datos.</translation>
    </message>
    <message>
        <source>FUA</source>
        <translation>FUA</translation>
    </message>
    <message>
        <source>The kernel does not say whether it uses Forced Unit Access.</source>
        <translation>El kernel no indica si usa Forced Unit Access.</translation>
    </message>
    <message>
        <source>yes: single writes can be forced to the media</source>
        <translation>sí: se puede forzar que escrituras concretas lleguen al medio</translation>
    </message>
    <message>
        <source>Forced Unit Access: the kernel can ask for single writes to reach stable media without flushing the whole cache.</source>
        <translation>Forced Unit Access: el kernel puede pedir que escrituras concretas lleguen al almacenamiento estable sin vaciar toda la caché.</translation>
    </message>
    <message>
        <source>%1, re-applied by udisks2 at every boot</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, aplicada de nuevo por udisks2 en cada arranque</translation>
    </message>
    <message>
        <source>%1, saved in the drive</source>
        <extracomment>%1 &quot;on&quot; or &quot;off&quot;</extracomment>
        <translation>%1, guardada en la unidad</translation>
    </message>
    <message>
        <source>Saved setting</source>
        <translation>Ajuste guardado</translation>
    </message>
    <message>
        <source>The setting the drive gets again after a power cycle.</source>
        <translation>El ajuste que la unidad vuelve a recibir tras un ciclo de encendido.</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (udisks2 re-applies it at every boot)</source>
        <translation>hasta el próximo ciclo de encendido, o para siempre con «Mantener tras reiniciar» (udisks2 lo vuelve a aplicar en cada arranque)</translation>
    </message>
    <message>
        <source>until the next power cycle, or for good with &quot;Keep after reboot&quot; (saved in the drive)</source>
        <translation>hasta el próximo ciclo de encendido, o para siempre con «Mantener tras reiniciar» (guardado en la unidad)</translation>
    </message>
    <message>
        <source>until the next power cycle</source>
        <translation>hasta el próximo ciclo de encendido</translation>
    </message>
    <message>
        <source>A change lasts</source>
        <translation>Un cambio dura</translation>
    </message>
    <message>
        <source>Turn the cache off</source>
        <translation>Desactivar la caché</translation>
    </message>
    <message>
        <source>Turn the cache on</source>
        <translation>Activar la caché</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 off</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Desactivar la caché de escritura de %1</translation>
    </message>
    <message>
        <source>Turn the write cache of %1 on</source>
        <extracomment>accessible name of the switch; %1 device path</extracomment>
        <translation>Activar la caché de escritura de %1</translation>
    </message>
    <message>
        <source>Turning the cache off makes commits slower, often many times slower, but safe: acknowledged writes are on the media, even if the drive ignores flushes.</source>
        <translation>Desactivar la caché hace los commits más lentos, a menudo muchas veces más lentos, pero seguros: las escrituras confirmadas están en el medio, aunque la unidad ignore los vaciados de caché.</translation>
    </message>
    <message>
        <source>Turning the cache on makes writes faster. Commits stay safe only while the kernel sends flushes and the drive obeys them.</source>
        <translation>Activar la caché acelera las escrituras. Los commits solo siguen siendo seguros mientras el kernel envíe vaciados de caché (flush) y la unidad los obedezca.</translation>
    </message>
    <message>
        <source>udisks2 stores the setting and applies it again at every boot.</source>
        <translation>udisks2 guarda el ajuste y lo vuelve a aplicar en cada arranque.</translation>
    </message>
    <message>
        <source>The drive saves the setting and keeps it across power cycles.</source>
        <translation>La unidad guarda el ajuste y lo conserva entre ciclos de encendido.</translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation>Por qué es importante</translation>
    </message>
</context>
<context>
    <name>DriveProof::Health</name>
    <message>
        <source>The drive&apos;s SMART data could not be assessed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>No se pudieron evaluar los datos SMART de la unidad: %1.</translation>
    </message>
    <message>
        <source>The drive&apos;s SMART self-assessment passed, it reports no bad sectors, and no attribute is or was past its threshold.</source>
        <translation>La autoevaluación SMART de la unidad es correcta, no indica sectores defectuosos y ningún atributo supera ni ha superado su umbral.</translation>
    </message>
    <message>
        <source>An attribute that predicts failure was past its threshold in the past. Keep backups and watch this drive.</source>
        <translation>Un atributo que predice fallos superó su umbral en el pasado. Mantenga copias de seguridad y vigile esta unidad.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has %n bad sector(s) (reallocated or waiting to be). Keep backups and check again soon: a growing number means the drive is wearing out.</source>
        <extracomment>%n number of bad sectors</extracomment>
        <translation>
            <numerusform>La unidad tiene %n sector defectuoso (reasignado o pendiente de reasignar). Mantenga copias de seguridad y vuelva a comprobarla pronto: si el número crece, la unidad se está desgastando.</numerusform>
            <numerusform>La unidad tiene %n sectores defectuosos (reasignados o pendientes de reasignar). Mantenga copias de seguridad y vuelva a comprobarla pronto: si el número crece, la unidad se está desgastando.</numerusform>
        </translation>
    </message>
    <message>
        <source>An attribute that predicts failure is past its threshold now: the drive expects to fail. Back up your data and replace the drive.</source>
        <translation>Un atributo que predice fallos supera ahora su umbral: la unidad prevé fallar. Haga una copia de seguridad de sus datos y sustituya la unidad.</translation>
    </message>
    <message>
        <source>The drive has more bad sectors than its threshold allows. Back up your data and replace the drive.</source>
        <translation>La unidad tiene más sectores defectuosos de los que permite su umbral. Haga una copia de seguridad de sus datos y sustituya la unidad.</translation>
    </message>
    <message>
        <source>The drive&apos;s own SMART self-assessment says it is failing. Back up your data now and replace the drive.</source>
        <translation>La propia autoevaluación SMART de la unidad indica que está fallando. Haga ahora una copia de seguridad de sus datos y sustituya la unidad.</translation>
    </message>
    <message>
        <source>libatasmart gave an assessment this version of DriveProof does not know.</source>
        <translation>libatasmart dio una valoración que esta versión de DriveProof no conoce.</translation>
    </message>
    <message>
        <source>%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe devices have none).</source>
        <extracomment>%1 device</extracomment>
        <translation>%1 no tiene datos de salud ATA: no es una unidad ATA (los dispositivos loop, virtuales y NVMe no los tienen).</translation>
    </message>
    <message>
        <source>The drive in %1 does not support SMART, so it reports no health data.</source>
        <extracomment>%1 device</extracomment>
        <translation>La unidad de %1 no admite SMART, así que no proporciona datos de salud.</translation>
    </message>
    <message>
        <source>SMART is switched off on this drive, so it reports no health data. DriveProof does not switch it on by itself; &apos;smartctl -s on&apos; does.</source>
        <translation>SMART está desactivado en esta unidad, así que no proporciona datos de salud. DriveProof no lo activa por su cuenta; &apos;smartctl -s on&apos; sí lo hace.</translation>
    </message>
    <message>
        <source>%1 reports no ATA SMART data: it is not an ATA drive, or its USB bridge does not pass SMART commands through.</source>
        <extracomment>%1 device or file</extracomment>
        <translation>%1 no proporciona datos ATA SMART: no es una unidad ATA, o su puente USB no transmite los comandos SMART.</translation>
    </message>
    <message>
        <source>Reading SMART data from %1 failed: %2.</source>
        <extracomment>%1 device or file, %2 the system&apos;s error text</extracomment>
        <translation>Falló la lectura de los datos SMART de %1: %2.</translation>
    </message>
    <message>
        <source>Unexpected power losses (SMART attribute 174)</source>
        <translation>Pérdidas de alimentación inesperadas (atributo SMART 174)</translation>
    </message>
    <message>
        <source>Unsafe shutdowns (SMART attribute 192)</source>
        <translation>Apagados no seguros (atributo SMART 192)</translation>
    </message>
    <message>
        <source>Emergency head retracts at power-off (SMART attribute 192)</source>
        <translation>Retracciones de emergencia de los cabezales al apagar (atributo SMART 192)</translation>
    </message>
    <message>
        <source>%1 is not a libatasmart SMART dump (tagged IDFY / SMST / SMDT / SMTH sections).</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 no es un volcado SMART de libatasmart (secciones etiquetadas IDFY / SMST / SMDT / SMTH).</translation>
    </message>
    <message>
        <source>%1 is a %2 device: it has no health data of its own to read.</source>
        <extracomment>%1 device path, %2 transport such as &quot;virtio&quot; or &quot;loop&quot;</extracomment>
        <translation>%1 es un dispositivo %2: no tiene datos de salud propios que leer.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply names no device.</source>
        <translation>La respuesta del auxiliar sobre la salud no indica ningún dispositivo.</translation>
    </message>
    <message>
        <source>Critical warning: the spare capacity has fallen below the drive&apos;s threshold.</source>
        <translation>Advertencia crítica: la capacidad de reserva ha caído por debajo del umbral de la unidad.</translation>
    </message>
    <message>
        <source>Critical warning: the temperature is outside the drive&apos;s limits.</source>
        <translation>Advertencia crítica: la temperatura está fuera de los límites de la unidad.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s reliability is degraded by media errors or an internal error. Back up its data.</source>
        <translation>Advertencia crítica: la fiabilidad de la unidad se ha degradado por errores del medio o por un error interno. Haga una copia de seguridad de sus datos.</translation>
    </message>
    <message>
        <source>Critical warning: the drive has made its media read-only. Copy its data elsewhere.</source>
        <translation>Advertencia crítica: la unidad ha puesto su medio en solo lectura. Copie sus datos a otro lugar.</translation>
    </message>
    <message>
        <source>Critical warning: the backup for the drive&apos;s volatile memory has failed, so cached writes may be lost at a power cut.</source>
        <translation>Advertencia crítica: ha fallado la protección de la memoria volátil de la unidad, así que las escrituras en caché pueden perderse en un corte de corriente.</translation>
    </message>
    <message>
        <source>Critical warning: the drive&apos;s persistent memory region has become read-only.</source>
        <translation>Advertencia crítica: la región de memoria persistente de la unidad ha pasado a solo lectura.</translation>
    </message>
    <message>
        <source>Critical warning: bit %1, which this version of DriveProof does not know, is set.</source>
        <extracomment>%1 bit number of the NVMe critical warning byte</extracomment>
        <translation>Advertencia crítica: está activo el bit %1, que esta versión de DriveProof no conoce.</translation>
    </message>
    <message>
        <source>Only %L1% spare capacity is left, below the drive&apos;s threshold of %L2%.</source>
        <extracomment>%1 spare capacity left in percent, %2 the drive&apos;s threshold in percent</extracomment>
        <translation>Solo queda un %L1% de capacidad de reserva, por debajo del umbral de la unidad del %L2%.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance: it has taken more writes than it was designed for.</source>
        <extracomment>%1 percentage of the rated endurance used, 100 or more</extracomment>
        <translation>La unidad ha consumido el %L1% de su resistencia nominal: ha recibido más escrituras de las previstas en su diseño.</translation>
    </message>
    <message>
        <source>The drive has used %L1% of its rated endurance.</source>
        <extracomment>%1 percentage of the rated endurance used</extracomment>
        <translation>La unidad ha consumido el %L1% de su resistencia nominal.</translation>
    </message>
    <message numerus="yes">
        <source>The drive has recorded %Ln media or data integrity error(s).</source>
        <extracomment>%n number of errors (counts beyond the int range are shown as the int maximum)</extracomment>
        <translation>
            <numerusform>La unidad ha registrado %Ln error de medio o de integridad de datos.</numerusform>
            <numerusform>La unidad ha registrado %Ln errores de medio o de integridad de datos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its critical temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s critical limit in °C</extracomment>
        <translation>La unidad está a %L1 °C, igual o por encima de su temperatura crítica de %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above its warning temperature of %L2 °C.</source>
        <extracomment>%1 current temperature in °C, %2 the drive&apos;s warning limit in °C</extracomment>
        <translation>La unidad está a %L1 °C, igual o por encima de su temperatura de advertencia de %L2 °C.</translation>
    </message>
    <message>
        <source>The drive is at %L1 °C, at or above %L2 °C, where most drives slow down to cool off.</source>
        <extracomment>%1 current temperature in °C, %2 a generic limit in °C</extracomment>
        <translation>La unidad está a %L1 °C, igual o por encima de %L2 °C, temperatura a la que la mayoría de las unidades se ralentizan para enfriarse.</translation>
    </message>
    <message>
        <source>The NVMe health log reports no problems.</source>
        <translation>El registro de salud NVMe no indica problemas.</translation>
    </message>
    <message>
        <source>The drive&apos;s answer to SMART RETURN STATUS did not come back (the registers were missing or not a known answer), so its own assessment is unknown; the attributes are shown as read.</source>
        <translation>No llegó la respuesta de la unidad a SMART RETURN STATUS (faltaban los registros o no eran una respuesta conocida), así que se desconoce su propia valoración; los atributos se muestran tal como se leyeron.</translation>
    </message>
    <message>
        <source>%1 is a virtual disk (%2) and answers no ATA health commands: the health of the drives behind it can be read on the host.</source>
        <extracomment>%1 device path, %2 who emulates the disk: &quot;QEMU&quot;, &quot;VMware&quot;, &quot;Hyper-V&quot;...</extracomment>
        <translation>%1 es un disco virtual (%2) y no responde a comandos de salud ATA: la salud de las unidades que hay detrás se puede leer en el anfitrión.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has a reason without a code. Restart DriveProof after an update.</source>
        <translation>La respuesta del auxiliar sobre la salud contiene un motivo sin código. Reinicie DriveProof después de una actualización.</translation>
    </message>
    <message>
        <source>The helper&apos;s health reply has reasons in a form this version does not read. Restart DriveProof after an update.</source>
        <translation>La respuesta del auxiliar sobre la salud contiene motivos en un formato que esta versión no sabe leer. Reinicie DriveProof después de una actualización.</translation>
    </message>
    <message>
        <source>Reason %1 (%2)</source>
        <extracomment>a reason this version does not know (from a newer helper); %1 its code, %2 its arguments</extracomment>
        <translation>Motivo %1 (%2)</translation>
    </message>
    <message>
        <source>Rate of errors while reading; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Tasa de errores de lectura; el significado del valor bruto lo fija el fabricante.</translation>
    </message>
    <message>
        <source>Time the platters take to reach full speed.</source>
        <translation>Tiempo que tardan los platos en alcanzar la velocidad máxima.</translation>
    </message>
    <message>
        <source>Times the spindle started and stopped.</source>
        <translation>Veces que el motor arrancó y se detuvo.</translation>
    </message>
    <message>
        <source>Sectors found bad and replaced by spares; a new drive has 0.</source>
        <translation>Sectores detectados como defectuosos y sustituidos por reservas; una unidad nueva tiene 0.</translation>
    </message>
    <message>
        <source>Rate of head positioning errors; the raw value&apos;s meaning is the maker&apos;s own.</source>
        <translation>Tasa de errores al posicionar los cabezales; el significado del valor bruto lo fija el fabricante.</translation>
    </message>
    <message>
        <source>Hours the drive has been powered on.</source>
        <translation>Horas que la unidad ha estado encendida.</translation>
    </message>
    <message>
        <source>Times the spindle needed more than one try to spin up.</source>
        <translation>Veces que el motor necesitó más de un intento para arrancar.</translation>
    </message>
    <message>
        <source>Times the drive was switched on.</source>
        <translation>Veces que se encendió la unidad.</translation>
    </message>
    <message>
        <source>How worn the flash is (erase cycles); the normalised value falls as it wears.</source>
        <translation>Cuánto se ha desgastado la memoria flash (ciclos de borrado); el valor normalizado baja con el desgaste.</translation>
    </message>
    <message>
        <source>Times power was lost without the host telling the drive first.</source>
        <translation>Veces que se cortó la corriente sin que el equipo avisara antes a la unidad.</translation>
    </message>
    <message>
        <source>Blocks that went bad while in use.</source>
        <translation>Bloques que se estropearon durante el uso.</translation>
    </message>
    <message>
        <source>Data corrupted between the host interface and the media, inside the drive.</source>
        <translation>Datos corrompidos dentro de la unidad, entre la interfaz y el soporte.</translation>
    </message>
    <message>
        <source>Reads the drive could not correct and reported as errors.</source>
        <translation>Lecturas que la unidad no pudo corregir y notificó como errores.</translation>
    </message>
    <message>
        <source>Commands that timed out, often from cabling or power trouble.</source>
        <translation>Órdenes que agotaron su tiempo, a menudo por problemas de cable o de alimentación.</translation>
    </message>
    <message>
        <source>Temperature of the air around the drive.</source>
        <translation>Temperatura del aire alrededor de la unidad.</translation>
    </message>
    <message>
        <source>Times the heads were parked in an emergency because power went away.</source>
        <translation>Veces que los cabezales se aparcaron de emergencia por un corte de corriente.</translation>
    </message>
    <message>
        <source>Times the heads were parked and loaded again.</source>
        <translation>Veces que los cabezales se aparcaron y volvieron a cargarse.</translation>
    </message>
    <message>
        <source>Temperature of the drive.</source>
        <translation>Temperatura de la unidad.</translation>
    </message>
    <message>
        <source>Times sectors were moved to spares.</source>
        <translation>Veces que se trasladaron sectores a la reserva.</translation>
    </message>
    <message>
        <source>Sectors that could not be read and wait to be rewritten or replaced.</source>
        <translation>Sectores que no se pudieron leer y esperan ser reescritos o sustituidos.</translation>
    </message>
    <message>
        <source>Sectors the drive&apos;s own scan could not read.</source>
        <translation>Sectores que el análisis propio de la unidad no pudo leer.</translation>
    </message>
    <message>
        <source>Transfers garbled on the cable; a count that grows means a bad cable or connector, not a bad drive.</source>
        <translation>Transferencias alteradas en el cable; un contador que crece indica un cable o conector defectuoso, no una unidad defectuosa.</translation>
    </message>
    <message>
        <source>Amount written to the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Cantidad escrita en la unidad, en unidades del fabricante (a menudo sectores de 512 bytes).</translation>
    </message>
    <message>
        <source>Amount read from the drive, in the maker&apos;s units (often 512-byte sectors).</source>
        <translation>Cantidad leída de la unidad, en unidades del fabricante (a menudo sectores de 512 bytes).</translation>
    </message>
    <message>
        <source>Defined by the drive&apos;s maker; its meaning differs between models.</source>
        <translation>Lo define el fabricante de la unidad; su significado varía entre modelos.</translation>
    </message>
    <message>
        <source>%1 °C (lowest %2, highest %3)</source>
        <extracomment>a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest</extracomment>
        <translation>%1 °C (mínima %2, máxima %3)</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <extracomment>a drive temperature; %1 the number
----------
a temperature; %1 the number</extracomment>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 h</source>
        <extracomment>power-on hours; %1 the number of hours</extracomment>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 has %2 bytes instead of 512.</source>
        <translation>%1 tiene %2 bytes en lugar de 512.</translation>
    </message>
    <message>
        <source>The drive returned no SCT Status.</source>
        <translation>La unidad no devolvió ningún estado SCT.</translation>
    </message>
    <message>
        <source>%1 is behind a USB bridge (%2, driver %3) that does not pass ATA commands through (SAT), so the drive&apos;s SMART records cannot be read over it. Connect the drive by SATA to read them.</source>
        <extracomment>%1 device path, %2 the USB bridge&apos;s name as it answers INQUIRY, %3 the USB driver (&quot;uas&quot; or &quot;usb-storage&quot;)</extracomment>
        <translation>%1 está detrás de un puente USB (%2, controlador %3) que no deja pasar órdenes ATA (SAT), así que los registros SMART de la unidad no se pueden leer a través de él. Conecte la unidad por SATA para leerlos.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage; %1 the number, e.g. &quot;42.2&quot;
----------
a percentage; %1 the number, e.g. &quot;97&quot;</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) counts %3. Of the hard drives Backblaze saw fail, %4 had it above zero, against %5 of those still working (%6).</source>
        <extracomment>%1 attribute number, %2 its name, %3 its raw count, %4 and %5 percentages, %6 the study it comes from</extracomment>
        <translation>El atributo %1 (%2) cuenta %3. De los discos duros que fallaron en Backblaze, el %4 lo tenía por encima de cero, frente al %5 de los que seguían funcionando (%6).</translation>
    </message>
    <message>
        <source>In Google&apos;s fleet, drives were %1 times as likely to fail within 60 days after the first such event (%2).</source>
        <extracomment>%1 how many times, e.g. &quot;14&quot;, %2 the study it comes from</extracomment>
        <translation>En la flota de Google, las unidades tenían %1 veces más probabilidades de fallar en los 60 días siguientes al primer suceso de este tipo (%2).</translation>
    </message>
    <message>
        <source>Pre-fail</source>
        <extracomment>SMART attribute type: its failure predicts the drive&apos;s failure</extracomment>
        <translation>Prefallo</translation>
    </message>
    <message>
        <source>Old-age</source>
        <translation>Envejecimiento</translation>
    </message>
    <message>
        <source>Always</source>
        <extracomment>SMART attribute: updated while the drive works / only by off-line scans</extracomment>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Fuera de línea</translation>
    </message>
    <message>
        <source>Errors the drive logged over its life; each one is a command that failed.</source>
        <translation>Errores que la unidad registró a lo largo de su vida; cada uno es una orden que falló.</translation>
    </message>
    <message>
        <source>%1 °C (lifetime %2 to %3 °C)</source>
        <extracomment>%1 temperature now, %2 lowest and %3 highest the drive ever had</extracomment>
        <translation>%1 °C (en su vida, de %2 a %3 °C)</translation>
    </message>
    <message>
        <source>The drive&apos;s temperature and its lifetime range, from its SCT Status.</source>
        <translation>La temperatura de la unidad y su rango a lo largo de su vida, según su estado SCT.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>NVMe data units and what they make; %1 the count, %2 e.g. &quot;6.3 TB&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a duration; %1 the number of minutes</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 the number of seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Problems the drive flags itself (spare, temperature, reliability, read-only, backup); 0 means none.</source>
        <translation>Problemas que la unidad señala por sí misma (reserva, temperatura, fiabilidad, solo lectura, respaldo); 0 significa ninguno.</translation>
    </message>
    <message>
        <source>The drive&apos;s overall temperature.</source>
        <translation>La temperatura global de la unidad.</translation>
    </message>
    <message>
        <source>%1 (threshold %2)</source>
        <translation>%1 (umbral %2)</translation>
    </message>
    <message>
        <source>Reserve flash left for replacing worn blocks; the drive warns below the threshold.</source>
        <translation>Reserva de flash que queda para sustituir bloques desgastados; la unidad avisa por debajo del umbral.</translation>
    </message>
    <message>
        <source>The maker&apos;s estimate of the rated life used; it can pass 100%.</source>
        <translation>La estimación del fabricante de la vida nominal consumida; puede superar el 100 %.</translation>
    </message>
    <message>
        <source>The same kind of warnings for the drive&apos;s endurance groups; 0 means none.</source>
        <translation>El mismo tipo de avisos para los grupos de resistencia de la unidad; 0 significa ninguno.</translation>
    </message>
    <message>
        <source>Amount the host read, in units of 512,000 bytes.</source>
        <translation>Cantidad leída por el equipo, en unidades de 512 000 bytes.</translation>
    </message>
    <message>
        <source>Amount the host wrote, in units of 512,000 bytes.</source>
        <translation>Cantidad escrita por el equipo, en unidades de 512 000 bytes.</translation>
    </message>
    <message>
        <source>Read commands the drive completed.</source>
        <translation>Órdenes de lectura que completó la unidad.</translation>
    </message>
    <message>
        <source>Write commands the drive completed.</source>
        <translation>Órdenes de escritura que completó la unidad.</translation>
    </message>
    <message>
        <source>Minutes the drive was busy with commands.</source>
        <translation>Minutos que la unidad estuvo ocupada con órdenes.</translation>
    </message>
    <message>
        <source>Data the drive could not read or write correctly.</source>
        <translation>Datos que la unidad no pudo leer o escribir correctamente.</translation>
    </message>
    <message>
        <source>Entries in the drive&apos;s error log over its life; many are harmless rejected commands.</source>
        <translation>Entradas del registro de errores de la unidad a lo largo de su vida; muchas son órdenes rechazadas sin importancia.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s warning temperature.</source>
        <translation>Minutos por encima de la temperatura de aviso de la unidad.</translation>
    </message>
    <message>
        <source>Minutes spent above the drive&apos;s critical temperature.</source>
        <translation>Minutos por encima de la temperatura crítica de la unidad.</translation>
    </message>
    <message>
        <source>Temperature of one sensor inside the drive.</source>
        <translation>Temperatura de un sensor dentro de la unidad.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down lightly to cool off.</source>
        <translation>Veces que la unidad se ralentizó ligeramente para enfriarse.</translation>
    </message>
    <message>
        <source>Times the drive slowed itself down hard to cool off.</source>
        <translation>Veces que la unidad se ralentizó mucho para enfriarse.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down lightly for heat.</source>
        <translation>Segundos ralentizada ligeramente por el calor.</translation>
    </message>
    <message>
        <source>Seconds spent slowed down hard for heat.</source>
        <translation>Segundos ralentizada mucho por el calor.</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>column titles of the SMART attribute table, as smartctl and GNOME Disks name them</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peor</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Actualizado</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Cuándo falló</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valor bruto</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autoprueba</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas de encendido</translation>
    </message>
    <message>
        <source>First failing sector</source>
        <translation>Primer sector con fallo</translation>
    </message>
    <message>
        <source>Self-test log: empty.</source>
        <translation>Registro de autopruebas: vacío.</translation>
    </message>
    <message>
        <source>The drive, or the bridge in front of it, refused: %1.</source>
        <extracomment>%1 a list of ATA or NVMe commands, e.g. &quot;SMART READ LOG 06h&quot;</extracomment>
        <translation>La unidad, o el puente que tiene delante, rechazó: %1.</translation>
    </message>
    <message>
        <source>Failing now</source>
        <extracomment>a SMART attribute at or below its threshold now</extracomment>
        <translation>Fallando ahora</translation>
    </message>
    <message>
        <source>Failed in the past</source>
        <extracomment>a SMART attribute that reached its threshold once</extracomment>
        <translation>Falló en el pasado</translation>
    </message>
    <message>
        <source>The data %1 returned could not be decoded: %2</source>
        <extracomment>%1 device path, %2 what is wrong with the data</extracomment>
        <translation>No se pudieron decodificar los datos que devolvió %1: %2</translation>
    </message>
    <message>
        <source>The NVMe self-test log has %1 bytes instead of %2.</source>
        <translation>El registro de autopruebas NVMe tiene %1 bytes en lugar de %2.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer a conveyance self-test.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad de %1 no ofrece una autoprueba de transporte.</translation>
    </message>
    <message>
        <source>The drive in %1 does not offer self-tests.</source>
        <extracomment>%1 device path</extracomment>
        <translation>La unidad de %1 no ofrece autopruebas.</translation>
    </message>
    <message>
        <source>A self-test is already running on %1 (%2% done): wait for it, or abort it first.</source>
        <extracomment>%1 device path, %2 how far the running test is, in percent</extracomment>
        <translation>Ya hay una autoprueba en curso en %1 (%2 % hecho): espere a que termine o deténgala primero.</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Hay una prueba de DriveProof en curso en %1: una autoprueba ahora la perturbaría. Inicie la autoprueba cuando termine la prueba.</translation>
    </message>
    <message>
        <source>%1 takes no self-test commands.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no acepta órdenes de autoprueba.</translation>
    </message>
    <message>
        <source>Off-line scan</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Análisis fuera de línea</translation>
    </message>
    <message>
        <source>Short</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Extended</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Extendida</translation>
    </message>
    <message>
        <source>Conveyance</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Transporte</translation>
    </message>
    <message>
        <source>Selective</source>
        <extracomment>kind of drive self-test: only the ranges of sectors the host chose</extracomment>
        <translation>Selectiva</translation>
    </message>
    <message>
        <source>Vendor specific</source>
        <extracomment>kind of drive self-test</extracomment>
        <translation>Propia del fabricante</translation>
    </message>
    <message>
        <source>Completed without error</source>
        <translation>Completada sin errores</translation>
    </message>
    <message>
        <source>Aborted by the host</source>
        <translation>Cancelada por el equipo</translation>
    </message>
    <message>
        <source>Interrupted by a reset</source>
        <translation>Interrumpida por un reinicio</translation>
    </message>
    <message>
        <source>Could not complete: fatal error</source>
        <translation>No se completó: error fatal</translation>
    </message>
    <message>
        <source>Failed (part unknown)</source>
        <translation>Falló (parte desconocida)</translation>
    </message>
    <message>
        <source>Failed: electrical part</source>
        <translation>Falló: parte eléctrica</translation>
    </message>
    <message>
        <source>Failed: servo or seek</source>
        <translation>Falló: servo o búsqueda</translation>
    </message>
    <message>
        <source>Failed: read error</source>
        <translation>Falló: error de lectura</translation>
    </message>
    <message>
        <source>Failed: suspected handling damage</source>
        <translation>Falló: posible daño por manipulación</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Unknown status %1</source>
        <extracomment>%1 a status number the standard reserves</extracomment>
        <translation>Estado desconocido %1</translation>
    </message>
    <message>
        <source>Aborted: a namespace was removed</source>
        <translation>Cancelada: se eliminó un espacio de nombres</translation>
    </message>
    <message>
        <source>Aborted: the drive was formatted</source>
        <translation>Cancelada: se formateó la unidad</translation>
    </message>
    <message>
        <source>Failed in segment %1</source>
        <extracomment>%1 the number of the test segment that failed</extracomment>
        <translation>Falló en el segmento %1</translation>
    </message>
    <message>
        <source>Aborted for an unknown reason</source>
        <translation>Cancelada por un motivo desconocido</translation>
    </message>
    <message>
        <source>Aborted: the drive was sanitized</source>
        <translation>Cancelada: se saneó la unidad</translation>
    </message>
    <message>
        <source>Looks new: %1 power-on hours, %2 power cycles, %3 written.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;1.2 GB&quot;)</extracomment>
        <translation>Parece nueva: %1 horas de encendido, %2 ciclos de encendido, %3 escritos.</translation>
    </message>
    <message>
        <source>Used before: %1 power-on hours, %2 power cycles, %3 written. A drive sold as new has a few hours from the factory at most.</source>
        <extracomment>%1 power-on hours, %2 power cycles, %3 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>Ya usada: %1 horas de encendido, %2 ciclos de encendido, %3 escritos. Una unidad vendida como nueva trae como mucho unas pocas horas de fábrica.</translation>
    </message>
    <message>
        <source>The drive counts 0 power-on hours but %1 written: its counters may have been reset.</source>
        <extracomment>%1 amount written (&quot;12 TB&quot;)</extracomment>
        <translation>La unidad cuenta 0 horas de encendido pero %1 escritos: puede que sus contadores se hayan puesto a cero.</translation>
    </message>
    <message>
        <source>The drive counts %1 power cycles in %2 power-on hours, more than those hours can hold: its counters may have been reset.</source>
        <extracomment>%1 power cycles, %2 power-on hours</extracomment>
        <translation>La unidad cuenta %1 ciclos de encendido en %2 horas de encendido, más de los que caben en esas horas: puede que sus contadores se hayan puesto a cero.</translation>
    </message>
    <message>
        <source>%1 written of the %2 the maker rates this model for (%3%).</source>
        <extracomment>%1 amount written, %2 the rated endurance (&quot;600 TB&quot;), %3 percent of it</extracomment>
        <translation>%1 escritos de los %2 que el fabricante indica para este modelo (%3 %).</translation>
    </message>
    <message>
        <source>Since DriveProof first read it (%1): %2 hours, %3 written.</source>
        <extracomment>%1 the date DriveProof first read the drive, %2 hours since, %3 amount written since</extracomment>
        <translation>Desde que DriveProof la leyó por primera vez (%1): %2 horas, %3 escritos.</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>nueva</translation>
    </message>
    <message>
        <source>used</source>
        <extracomment>is the drive new? the verdict</extracomment>
        <translation>usada</translation>
    </message>
    <message>
        <source>possibly reset</source>
        <extracomment>is the drive new? the verdict: its counters contradict each other</extracomment>
        <translation>posiblemente puesta a cero</translation>
    </message>
    <message>
        <source>Identify Namespace is too short (%1 bytes) for its LBA formats.</source>
        <extracomment>%1 bytes received</extracomment>
        <translation>Identify Namespace es demasiado corto (%1 bytes) para sus formatos LBA.</translation>
    </message>
    <message>
        <source>Identify Namespace lists more LBA formats (%1) than there can be (%2).</source>
        <extracomment>%1 how many LBA formats the drive claims, %2 the most there can be</extracomment>
        <translation>Identify Namespace enumera más formatos LBA (%1) de los que puede haber (%2).</translation>
    </message>
    <message>
        <source>Identify Namespace says LBA format %1 is in use, but lists formats 0 to %2 only.</source>
        <extracomment>%1 the number of the format in use, %2 the highest number the drive lists</extracomment>
        <translation>Identify Namespace dice que el formato LBA %1 está en uso, pero solo enumera los formatos 0 a %2.</translation>
    </message>
    <message>
        <source>In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, which the drive marks as &quot;%4&quot;.</source>
        <extracomment>%1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector, %4 how fast the drive says the format is (&quot;best&quot;, &quot;better&quot;, &quot;good&quot;, &quot;degraded&quot;)</extracomment>
        <translation>En uso: formato LBA %1, sectores de %2 bytes con %3 bytes de metadatos, que la unidad califica como «%4».</translation>
    </message>
    <message>
        <source>The drive offers %5-byte sectors marked &quot;%6&quot;, faster than the %2-byte ones in use (&quot;%3&quot;). Switching means reformatting the namespace, which erases everything on it: nvme format %1 --lbaf=%4 — DriveProof never does this.</source>
        <extracomment>%1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive marks the format in use, %4 the faster format&apos;s number, %5 its bytes per sector, %6 how fast the drive marks it. The command stays as it is.</extracomment>
        <translation>La unidad ofrece sectores de %5 bytes calificados como «%6», más rápidos que los de %2 bytes en uso («%3»). Cambiar supone volver a formatear el espacio de nombres, lo que borra todo lo que contiene: nvme format %1 --lbaf=%4 — DriveProof nunca lo hace.</translation>
    </message>
    <message>
        <source>None of the LBA formats the drive offers (%1) is marked faster than the one in use.</source>
        <extracomment>%1 how many LBA formats the drive offers (2 or more)</extracomment>
        <translation>Ninguno de los formatos LBA que ofrece la unidad (%1) está calificado como más rápido que el que está en uso.</translation>
    </message>
    <message>
        <source>The namespace offers only the LBA format in use.</source>
        <translation>El espacio de nombres solo ofrece el formato LBA en uso.</translation>
    </message>
    <message>
        <source>LBA format %1 carries %2 bytes of metadata per sector; only software that handles metadata (end-to-end protection) uses it.</source>
        <extracomment>%1 LBA format number, %2 metadata bytes per sector</extracomment>
        <translation>El formato LBA %1 lleva %2 bytes de metadatos por sector; solo lo aprovecha el software que gestiona metadatos (protección de extremo a extremo).</translation>
    </message>
    <message>
        <source>LBA format note %1 (%2)</source>
        <extracomment>a finding this version does not know; %1 its code, %2 its arguments</extracomment>
        <translation>Nota de formato LBA %1 (%2)</translation>
    </message>
    <message>
        <source>best</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the fastest of four grades</extracomment>
        <translation>la mejor</translation>
    </message>
    <message>
        <source>better</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the second of four grades</extracomment>
        <translation>mejor</translation>
    </message>
    <message>
        <source>good</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the third of four grades</extracomment>
        <translation>buena</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>LBA format performance</comment>
        <extracomment>how fast the drive says an LBA format is: the slowest of four grades</extracomment>
        <translation>degradada</translation>
    </message>
    <message>
        <source>not available</source>
        <extracomment>an LBA format the drive lists but does not offer now</extracomment>
        <translation>no disponible</translation>
    </message>
    <message>
        <source>%1 bytes, %2</source>
        <extracomment>%1 bytes per sector, %2 how fast the drive says it is</extracomment>
        <translation>%1 bytes, %2</translation>
    </message>
    <message>
        <source>%1 bytes + %2 bytes metadata, %3</source>
        <extracomment>%1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is</extracomment>
        <translation>%1 bytes + %2 bytes de metadatos, %3</translation>
    </message>
    <message>
        <source>%1 % left</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is left</extracomment>
        <translation>%1% restante</translation>
    </message>
    <message>
        <source>%1 % used</source>
        <extracomment>%1 percent of the drive&apos;s rated life that is used</extracomment>
        <translation>%1% usado</translation>
    </message>
    <message>
        <source>Attribute %1 (%2) is at %3, at or below its threshold of %4: the part it watches is worn out or failing, though the drive does not count it as a failure prediction.</source>
        <extracomment>%1 attribute number, %2 its name, %3 its value now, %4 the threshold</extracomment>
        <translation>El atributo %1 (%2) está en %3, en su umbral de %4 o por debajo: la pieza que vigila está desgastada o fallando, aunque la unidad no lo cuente como predicción de fallo.</translation>
    </message>
    <message>
        <source>Error log: the latest error happened at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Registro de errores: el último error ocurrió a las %1 horas de encendido.</translation>
    </message>
    <message>
        <source>Self-test log: the latest self-test ran at power-on hour %1.</source>
        <extracomment>%1 a power-on hour</extracomment>
        <translation>Registro de autopruebas: la última autoprueba se ejecutó a las %1 horas de encendido.</translation>
    </message>
    <message>
        <source>The error log has an error at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>El registro de errores tiene un error a las %1 horas de encendido, pero el contador de horas de encendido indica %2 horas: el contador retrocedió (se puso a cero o se desbordó), así que no indica cuánto tiempo se ha usado la unidad.</translation>
    </message>
    <message>
        <source>The self-test log has a test at power-on hour %1, but the power-on counter says %2 hours: the counter went back (reset, or run over), so it does not say how long the drive was used.</source>
        <extracomment>%1 the power-on hour the log stamped, %2 the power-on hours the counter says</extracomment>
        <translation>El registro de autopruebas tiene una prueba a las %1 horas de encendido, pero el contador de horas de encendido indica %2 horas: el contador retrocedió (se puso a cero o se desbordó), así que no indica cuánto tiempo se ha usado la unidad.</translation>
    </message>
    <message>
        <source>The FARM log counts %1 power-on hours, but the SMART counter says %2: the SMART counter was reset, and the drive has been used for at least %1 hours.</source>
        <extracomment>%1 power-on hours in the FARM log, %2 power-on hours of the SMART counter</extracomment>
        <translation>El registro FARM cuenta %1 horas de encendido, pero el contador SMART indica %2: el contador SMART se puso a cero, y la unidad se ha usado durante al menos %1 horas.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s spindle hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 spindle hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>En el registro FARM, las horas de giro del motor (%1) superan las horas de encendido (%2): esas horas de encendido también se pusieron a cero.</translation>
    </message>
    <message>
        <source>The FARM log&apos;s head-flight hours (%1) exceed its power-on hours (%2): its power-on hours were reset too.</source>
        <extracomment>%1 head-flight hours, %2 power-on hours, both from the FARM log</extracomment>
        <translation>En el registro FARM, las horas de vuelo de los cabezales (%1) superan las horas de encendido (%2): esas horas de encendido también se pusieron a cero.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; assembled in week %4 of %5.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4 of the year %5 (e.g. &quot;17&quot;, &quot;2025&quot;)</extracomment>
        <translation>Registro FARM: %1 horas de encendido, %2 horas de giro del motor, %3 horas de vuelo de los cabezales; unidad ensamblada en la semana %4 de %5.</translation>
    </message>
    <message>
        <source>FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.</source>
        <extracomment>%1 power-on, %2 spindle, %3 head-flight hours</extracomment>
        <translation>Registro FARM: %1 horas de encendido, %2 horas de giro del motor, %3 horas de vuelo de los cabezales.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Helper</name>
    <message>
        <source>Not authorised to use %1: the authentication was cancelled or refused.</source>
        <extracomment>%1 device path</extracomment>
        <translation>No autorizado a usar %1: la autenticación se canceló o se denegó.</translation>
    </message>
    <message>
        <source>Could not ask polkit whether %1 may be used (%2). Make sure polkit is installed and running, then try again.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>No se pudo preguntar a polkit si se puede usar %1 (%2). Asegúrese de que polkit esté instalado y en ejecución, e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Not authorised to use %1: authentication is needed, but no authentication agent could ask for it. Start DriveProof from a desktop session, or run pkttyagent in this terminal.</source>
        <extracomment>%1 device path</extracomment>
        <translation>No autorizado a usar %1: se necesita autenticación, pero ningún agente de autenticación pudo solicitarla. Inicie DriveProof desde una sesión de escritorio o ejecute pkttyagent en esta terminal.</translation>
    </message>
    <message>
        <source>Not authorised to use %1. Ask an administrator to allow it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>No autorizado a usar %1. Pida a un administrador que lo permita.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link. Give the device node itself, as lsblk lists it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 es un enlace simbólico. Indique el propio nodo de dispositivo, tal como lo lista lsblk.</translation>
    </message>
    <message>
        <source>%1 is in use: it is mounted, or another program holds it exclusively. Unmount it or close that program, then try again.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 está en uso: está montado u otro programa lo tiene abierto en exclusiva. Desmóntelo o cierre ese programa, e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>%1 could not be opened (%2): the device is gone or has no medium.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>No se pudo abrir %1 (%2): el dispositivo ya no está o no tiene medio.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2.</source>
        <extracomment>%1 device path, %2 system error text</extracomment>
        <translation>No se pudo abrir %1: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a device path the helper accepts. Give the kernel&apos;s name of a block device, such as /dev/sdb or /dev/nvme0n1, not a symbolic link such as /dev/disk/by-id/….</source>
        <extracomment>%1 the path the caller gave (shortened)</extracomment>
        <translation>«%1» no es una ruta de dispositivo que el auxiliar acepte. Indique el nombre que el kernel da a un dispositivo de bloques, como /dev/sdb o /dev/nvme0n1, no un enlace simbólico como /dev/disk/by-id/….</translation>
    </message>
    <message>
        <source>%1 is not a block device known to the kernel (there is no “%2” in /sys/class/block). Check the name with lsblk.</source>
        <extracomment>%1 device path, %2 kernel name</extracomment>
        <translation>%1 no es un dispositivo de bloques conocido por el kernel (no hay ningún «%2» en /sys/class/block). Compruebe el nombre con lsblk.</translation>
    </message>
    <message>
        <source>%1 is not a block device node.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no es un nodo de dispositivo de bloques.</translation>
    </message>
    <message>
        <source>%1 is device %2, but the kernel says %4 is %3: the node does not belong to that device. Refusing to open it.</source>
        <extracomment>%1 device path, %2 and %3 device numbers like 8:16, %4 kernel name</extracomment>
        <translation>%1 es el dispositivo %2, pero el kernel dice que %4 es %3: el nodo no pertenece a ese dispositivo. Se rechaza abrirlo.</translation>
    </message>
    <message>
        <source>%1 is a partition, but this works on the whole drive. Use %2.</source>
        <extracomment>%1 partition path, %2 disk path</extracomment>
        <translation>%1 es una partición, pero esto funciona sobre la unidad completa. Use %2.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being checked.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 desapareció mientras se comprobaba.</translation>
    </message>
    <message>
        <source>%1 changed while it was being opened: it is no longer the device the kernel lists under that name. Refusing it.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 cambió mientras se abría: ya no es el dispositivo que el kernel lista con ese nombre. Se rechaza.</translation>
    </message>
    <message>
        <source>Unknown option “%1”, or a value of the wrong type, for %2. Known options: %3.</source>
        <extracomment>%1 option name, %2 device path, %3 list of known option names</extracomment>
        <translation>Opción desconocida «%1», o un valor de tipo incorrecto, para %2. Opciones conocidas: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Unknown mode “%1” for %2. Use “r”, “w” or “rw”.</source>
        <extracomment>%1 the mode the caller gave, %2 device path</extracomment>
        <translation>Modo desconocido «%1» para %2. Use «r», «w» o «rw».</translation>
    </message>
    <message>
        <source>Unknown flag “%1” for %2. Known flags: direct, sync, dsync, exclusive.</source>
        <extracomment>%1 the flag the caller gave, %2 device path</extracomment>
        <translation>Indicador desconocido «%1» para %2. Indicadores conocidos: direct, sync, dsync, exclusive.</translation>
    </message>
    <message>
        <source>The command to %1 failed.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Falló el comando enviado a %1.</translation>
    </message>
    <message>
        <source>%1 disappeared while it was being read.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 desapareció mientras se leía.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s privileged helper, a D-Bus system service (%1). D-Bus starts it when DriveProof needs it; it is not meant to be run by hand.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>Auxiliar privilegiado de DriveProof, un servicio de sistema D-Bus (%1). D-Bus lo inicia cuando DriveProof lo necesita; no está pensado para ejecutarse a mano.</translation>
    </message>
    <message>
        <source>For tests: serve on the bus at ADDRESS instead of the system bus, and ask the polkit found there.</source>
        <translation>Para pruebas: atiende en el bus de ADDRESS en lugar del bus del sistema y consulta al polkit que haya allí.</translation>
    </message>
    <message>
        <source>Exit after SECONDS without calls (default %1).</source>
        <extracomment>%1 number of seconds</extracomment>
        <translation>Sale tras SECONDS sin llamadas (predeterminado: %1).</translation>
    </message>
    <message>
        <source>%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or stop that first.</source>
        <extracomment>%1 device path, %2 a sentence saying what uses it, e.g. &quot;/dev/sdb1 is mounted on /home.&quot;</extracomment>
        <translation>%1 está en uso y no se puede abrir para escritura: %2 Desmóntelo, ejecute swapoff o detenga eso primero.</translation>
    </message>
    <message>
        <source>Unknown self-test action “%1” for %2. Use “short”, “extended”, “conveyance”, “abort” or “status”.</source>
        <extracomment>%1 the action the caller gave, %2 device path</extracomment>
        <translation>Acción de autoprueba desconocida «%1» para %2. Use «short», «extended», «conveyance», «abort» o «status».</translation>
    </message>
    <message>
        <source>A DriveProof test is running on %1: a self-test now would disturb it. Start the self-test when the test is done.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Hay una prueba de DriveProof en curso en %1: una autoprueba ahora la perturbaría. Inicie la autoprueba cuando termine la prueba.</translation>
    </message>
    <message>
        <source>Unknown purpose “%1” for %2. Known purposes: capacity-check.</source>
        <extracomment>%1 the purpose the caller gave, %2 device path</extracomment>
        <translation>Propósito desconocido «%1» para %2. Propósitos conocidos: capacity-check.</translation>
    </message>
    <message>
        <source>A capacity check writes to %1: open it with mode “rw”.</source>
        <extracomment>%1 device path</extracomment>
        <translation>Una comprobación de capacidad escribe en %1: ábralo en modo «rw».</translation>
    </message>
</context>
<context>
    <name>DriveProof::PowerLoss</name>
    <message>
        <source>Cannot write the witness journal %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>No se puede escribir el diario del testigo %1: %2</translation>
    </message>
    <message>
        <source>Damaged record at byte %1 with good records after it.</source>
        <translation>Registro dañado en el byte %1, seguido de registros correctos.</translation>
    </message>
    <message>
        <source>Record at byte %1 contradicts the run before it.</source>
        <extracomment>%1 is a byte offset in the witness journal file.</extracomment>
        <translation>El registro en el byte %1 contradice los registros anteriores.</translation>
    </message>
    <message>
        <source>Cannot truncate the torn end of the journal.</source>
        <translation>No se puede truncar el final partido del diario.</translation>
    </message>
    <message>
        <source>The simulated drive is already running.</source>
        <translation>La unidad simulada ya se está ejecutando.</translation>
    </message>
    <message>
        <source>The simulated drive program %1 was not found. Install DriveProof completely (it lives in libexec) or set DRIVEPROOF_LYINGDISK to its path.</source>
        <extracomment>%1 is a program name</extracomment>
        <translation>No se encontró el programa de la unidad simulada %1. Instale DriveProof por completo (el programa está en libexec) o establezca DRIVEPROOF_LYINGDISK con su ruta.</translation>
    </message>
    <message>
        <source>Cannot create the folder for the simulated drive.</source>
        <translation>No se puede crear la carpeta de la unidad simulada.</translation>
    </message>
    <message>
        <source>Something is already mounted on this folder. Unmount it first (fusermount3 -u).</source>
        <translation>Ya hay algo montado en esta carpeta. Desmóntelo primero (fusermount3 -u).</translation>
    </message>
    <message>
        <source>Cannot start the simulated drive: %1</source>
        <translation>No se puede iniciar la unidad simulada: %1</translation>
    </message>
    <message>
        <source>The simulated drive stopped before it was ready (exit status %1): %2</source>
        <extracomment>%1 is the program&apos;s exit status, %2 what it printed</extracomment>
        <translation>La unidad simulada se detuvo antes de estar lista (estado de salida %1): %2</translation>
    </message>
    <message>
        <source>The simulated drive did not appear within %1 s: %2</source>
        <extracomment>%1 is a number of seconds, %2 what the program printed</extracomment>
        <translation>La unidad simulada no apareció en %1 s: %2</translation>
    </message>
    <message>
        <source>The simulated drive is not running.</source>
        <translation>La unidad simulada no se está ejecutando.</translation>
    </message>
    <message>
        <source>Cannot signal the simulated drive.</source>
        <translation>No se puede enviar una señal a la unidad simulada.</translation>
    </message>
    <message>
        <source>The simulated drive did not confirm the power cut.</source>
        <translation>La unidad simulada no confirmó el corte de corriente.</translation>
    </message>
    <message>
        <source>Cannot unmount the simulated drive. Run: fusermount3 -u -z %1</source>
        <translation>No se puede desmontar la unidad simulada. Ejecute: fusermount3 -u -z %1</translation>
    </message>
    <message>
        <source>The simulated drive did not stop in time; it was killed and its cache lost.</source>
        <translation>La unidad simulada no se detuvo a tiempo; se forzó su cierre y se perdió su caché.</translation>
    </message>
    <message>
        <source>The simulated drive failed while stopping: %1</source>
        <extracomment>%1 is what the program printed</extracomment>
        <translation>La unidad simulada falló al detenerse: %1</translation>
    </message>
    <message>
        <source>No error.</source>
        <translation>Ningún error.</translation>
    </message>
    <message>
        <source>Not a DriveProof power-loss frame (bad magic).</source>
        <extracomment>The power-loss witness received bytes that are not a DriveProof frame.</extracomment>
        <translation>No es una trama de pérdida de energía de DriveProof (firma incorrecta).</translation>
    </message>
    <message>
        <source>Unsupported power-loss protocol version: update DriveProof on both machines.</source>
        <translation>Versión del protocolo de pérdida de energía no admitida: actualice DriveProof en ambos equipos.</translation>
    </message>
    <message>
        <source>Unknown power-loss message type.</source>
        <translation>Tipo de mensaje de pérdida de energía desconocido.</translation>
    </message>
    <message>
        <source>Power-loss frame too long for its type.</source>
        <translation>Trama de pérdida de energía demasiado larga para su tipo.</translation>
    </message>
    <message>
        <source>Power-loss frame damaged in transit (CRC mismatch).</source>
        <translation>Trama de pérdida de energía dañada en la transmisión (el CRC no coincide).</translation>
    </message>
    <message>
        <source>Wrong pairing code: type the code the witness shows.</source>
        <extracomment>The pairing code is the code the witness shows and the user types on the writer.</extracomment>
        <translation>Código de emparejamiento incorrecto: escriba el código que muestra el testigo.</translation>
    </message>
    <message>
        <source>Power-loss frame replayed or out of order.</source>
        <translation>Trama de pérdida de energía repetida o fuera de orden.</translation>
    </message>
    <message>
        <source>Power-loss message malformed or with a value out of range.</source>
        <translation>Mensaje de pérdida de energía mal formado o con un valor fuera de rango.</translation>
    </message>
    <message>
        <source>Power-loss message not expected at this point.</source>
        <translation>Mensaje de pérdida de energía no esperado en este momento.</translation>
    </message>
    <message>
        <source>Commit sequence numbers must increase.</source>
        <translation>Los números de secuencia de los commits deben ir en aumento.</translation>
    </message>
    <message>
        <source>This run is already known to the witness with other parameters.</source>
        <translation>El testigo ya conoce esta ejecución con otros parámetros.</translation>
    </message>
    <message>
        <source>The witness knows no run with this id.</source>
        <translation>El testigo no conoce ninguna ejecución con este identificador.</translation>
    </message>
    <message>
        <source>This run has already ended.</source>
        <translation>Esta ejecución ya ha terminado.</translation>
    </message>
    <message>
        <source>The witness cannot keep this run&apos;s journal (disk error or damaged journal).</source>
        <translation>El testigo no puede mantener el diario de esta ejecución (error de disco o diario dañado).</translation>
    </message>
    <message>
        <source>The witness has too many connections.</source>
        <translation>El testigo tiene demasiadas conexiones.</translation>
    </message>
    <message>
        <source>The connection was silent for too long.</source>
        <translation>La conexión estuvo en silencio demasiado tiempo.</translation>
    </message>
    <message>
        <source>The same run connected again from elsewhere; this connection was closed.</source>
        <translation>La misma ejecución se volvió a conectar desde otro lugar; se cerró esta conexión.</translation>
    </message>
    <message>
        <source>Unknown reason.</source>
        <translation>Motivo desconocido.</translation>
    </message>
    <message>
        <source>The test area was filled and flushed before the run.</source>
        <translation>El área de prueba se llenó y se consolidó con un vaciado de caché (flush) antes de la ejecución.</translation>
    </message>
    <message>
        <source>The witness never heard that the test area was prepared: start a new run.</source>
        <translation>El testigo nunca supo que el área de prueba estaba preparada: inicie una nueva ejecución.</translation>
    </message>
    <message>
        <source>Simulated power cut (practice mode): no reboot was expected.</source>
        <translation>Corte de corriente simulado (modo de práctica): no se esperaba ningún reinicio.</translation>
    </message>
    <message>
        <source>The machine restarted after the test.</source>
        <translation>El equipo se reinició después de la prueba.</translation>
    </message>
    <message>
        <source>The boot id could not be compared, so a restart cannot be confirmed.</source>
        <translation>No se pudo comparar el identificador de arranque (boot id), así que no se puede confirmar un reinicio.</translation>
    </message>
    <message>
        <source>The machine has not restarted since the test: cut the power, then verify after the reboot.</source>
        <translation>El equipo no se ha reiniciado desde la prueba: corte la corriente y haga la verificación después del reinicio.</translation>
    </message>
    <message>
        <source>The drive has no unsafe-shutdown counter; this check was skipped.</source>
        <translation>La unidad no tiene contador de apagados no seguros; se omitió esta comprobación.</translation>
    </message>
    <message>
        <source>The drive counted an unsafe shutdown (%1 → %2).</source>
        <extracomment>%1 and %2 counts of unsafe shutdowns reported by the drive</extracomment>
        <translation>La unidad contó un apagado no seguro (%1 → %2).</translation>
    </message>
    <message>
        <source>The drive saw a clean shutdown (its unsafe-shutdown counter stayed at %1): pull the plug, don&apos;t press the power button.</source>
        <translation>La unidad registró un apagado limpio (su contador de apagados no seguros se quedó en %1): desenchufe el cable, no pulse el botón de encendido.</translation>
    </message>
    <message>
        <source>No commit reached the witness: let the test run before cutting the power.</source>
        <translation>Ningún commit llegó al testigo: deje que la prueba se ejecute antes de cortar la corriente.</translation>
    </message>
    <message>
        <source>Commits were reaching the witness until the cut.</source>
        <translation>Los commits llegaban al testigo hasta el corte.</translation>
    </message>
    <message>
        <source>The last commit reached the witness %1 s before the writer went silent: the test was not writing when the power went.</source>
        <translation>El último commit llegó al testigo %1 s antes de que el proceso de escritura dejara de comunicarse: la prueba no estaba escribiendo cuando se cortó la corriente.</translation>
    </message>
    <message>
        <source>Writes were in flight when the writer went silent.</source>
        <translation>Había escrituras en curso cuando el proceso de escritura dejó de comunicarse.</translation>
    </message>
    <message>
        <source>No write was in flight at the cut: every issued write had been acknowledged, so the cut tested nothing pending.</source>
        <translation>No había ninguna escritura en curso en el momento del corte: todas las escrituras emitidas ya se habían confirmado, así que el corte no probó nada pendiente.</translation>
    </message>
    <message>
        <source>The link to the witness was alive until the cut.</source>
        <translation>La conexión con el testigo siguió activa hasta el corte.</translation>
    </message>
    <message>
        <source>The witness did not hear the writer until the cut.</source>
        <translation>El testigo dejó de oír al proceso de escritura antes del corte.</translation>
    </message>
    <message>
        <source>The writer stopped on an error before the cut: %1</source>
        <translation>El proceso de escritura se detuvo por un error antes del corte: %1</translation>
    </message>
    <message>
        <source>The writer reported no error.</source>
        <translation>El proceso de escritura no informó de ningún error.</translation>
    </message>
    <message>
        <source>The writer stopped on purpose before the cut: cut the power while the test is writing.</source>
        <translation>El proceso de escritura se detuvo a propósito antes del corte: corte la corriente mientras la prueba está escribiendo.</translation>
    </message>
    <message>
        <source>The writer did not stop on its own.</source>
        <translation>El proceso de escritura no se detuvo por sí solo.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold exactly what they should.</source>
        <translation>
            <numerusform>%Ln bloque contiene exactamente lo que debe.</numerusform>
            <numerusform>%Ln bloques contienen exactamente lo que deben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data that was written to another place.</source>
        <translation>
            <numerusform>%Ln bloque contiene datos que se escribieron en otro lugar.</numerusform>
            <numerusform>%Ln bloques contienen datos que se escribieron en otro lugar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data from before this test: the drive forgot the preparation.</source>
        <translation>
            <numerusform>%Ln bloque contiene datos de antes de esta prueba: la unidad olvidó la preparación.</numerusform>
            <numerusform>%Ln bloques contienen datos de antes de esta prueba: la unidad olvidó la preparación.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) are half old, half new: a write tore inside a block.</source>
        <translation>
            <numerusform>%Ln bloque está mitad antiguo, mitad nuevo: una escritura se partió dentro de un bloque.</numerusform>
            <numerusform>%Ln bloques están mitad antiguos, mitad nuevos: una escritura se partió dentro de un bloque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) have flipped bits.</source>
        <translation>
            <numerusform>%Ln bloque tiene bits invertidos.</numerusform>
            <numerusform>%Ln bloques tienen bits invertidos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back as zeros.</source>
        <translation>
            <numerusform>%Ln bloque se lee como ceros.</numerusform>
            <numerusform>%Ln bloques se leen como ceros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) read back erased (all ones).</source>
        <translation>
            <numerusform>%Ln bloque se lee borrado (todos los bits a 1).</numerusform>
            <numerusform>%Ln bloques se leen borrados (todos los bits a 1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) hold data nobody wrote.</source>
        <translation>
            <numerusform>%Ln bloque contiene datos que nadie escribió.</numerusform>
            <numerusform>%Ln bloques contienen datos que nadie escribió.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) cannot be read.</source>
        <translation>
            <numerusform>%Ln bloque no se puede leer.</numerusform>
            <numerusform>%Ln bloques no se pueden leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Se perdió %Ln escritura confirmada.</numerusform>
            <numerusform>Se perdieron %Ln escrituras confirmadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) survived only in part.</source>
        <translation>
            <numerusform>%Ln escritura confirmada sobrevivió solo en parte.</numerusform>
            <numerusform>%Ln escrituras confirmadas sobrevivieron solo en parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) were lost while later ones survived: the drive reorders writes across flushes.</source>
        <translation>
            <numerusform>Se perdió %Ln escritura confirmada mientras que otras posteriores sobrevivieron: la unidad reordena las escrituras sin respetar los vaciados de caché.</numerusform>
            <numerusform>Se perdieron %Ln escrituras confirmadas mientras que otras posteriores sobrevivieron: la unidad reordena las escrituras sin respetar los vaciados de caché.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln acknowledged write(s) just before the cut were lost: the drive acknowledges flushes before the data is safe.</source>
        <translation>
            <numerusform>Se perdió %Ln escritura confirmada justo antes del corte: la unidad confirma los vaciados de caché antes de que los datos estén a salvo.</numerusform>
            <numerusform>Se perdieron %Ln escrituras confirmadas justo antes del corte: la unidad confirma los vaciados de caché antes de que los datos estén a salvo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive cannot be read at all after the power cut.</source>
        <translation>La unidad no se puede leer en absoluto después del corte de corriente.</translation>
    </message>
    <message>
        <source>The drive&apos;s identity or capacity changed after the power cut.</source>
        <translation>La identidad o la capacidad de la unidad cambió después del corte de corriente.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s) written only before the test were damaged: data at rest is not safe on this drive.</source>
        <translation>
            <numerusform>Se dañó %Ln bloque escrito solo antes de la prueba: los datos en reposo no están seguros en esta unidad.</numerusform>
            <numerusform>Se dañaron %Ln bloques escritos solo antes de la prueba: los datos en reposo no están seguros en esta unidad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln contradiction(s) between the witness&apos;s record and the test plan: a bug in DriveProof, so this run proves nothing.</source>
        <translation>
            <numerusform>%Ln contradicción entre el registro del testigo y el plan de la prueba: un error de DriveProof, así que esta ejecución no demuestra nada.</numerusform>
            <numerusform>%Ln contradicciones entre el registro del testigo y el plan de la prueba: un error de DriveProof, así que esta ejecución no demuestra nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not an address: %1. Use HOST:PORT or [IPv6]:PORT.</source>
        <extracomment>%1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
----------
%1 is the witness address the user typed.</extracomment>
        <translation>No es una dirección: %1. Use HOST:PORT o [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>Cannot create the witness journal folder %1.</source>
        <extracomment>%1 is a folder path.</extracomment>
        <translation>No se puede crear la carpeta del diario del testigo %1.</translation>
    </message>
    <message>
        <source>The journal in folder %1 belongs to another run.</source>
        <translation>El diario de la carpeta %1 pertenece a otra ejecución.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness; reconnecting.</source>
        <translation>Se perdió la conexión con el testigo; reconectando.</translation>
    </message>
    <message>
        <source>Lost the connection to the witness.</source>
        <translation>Se perdió la conexión con el testigo.</translation>
    </message>
    <message>
        <source>The witness did not answer in time.</source>
        <translation>El testigo no respondió a tiempo.</translation>
    </message>
    <message>
        <source>The witness refused: %1</source>
        <extracomment>%1 is the reason the witness gave.</extracomment>
        <translation>El testigo rechazó la solicitud: %1</translation>
    </message>
    <message>
        <source>The ledger from the witness is damaged (size or digest mismatch).</source>
        <translation>El registro de escrituras del testigo está dañado (el tamaño o el resumen no coinciden).</translation>
    </message>
    <message>
        <source>The report is too large to keep on the witness.</source>
        <translation>El informe es demasiado grande para guardarlo en el testigo.</translation>
    </message>
    <message>
        <source>Unexpected answer from the witness.</source>
        <translation>Respuesta inesperada del testigo.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: %2</source>
        <extracomment>%1 is a host name or address, %2 the resolver&apos;s error message.</extracomment>
        <translation>No se puede resolver %1: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <extracomment>%1 is an address:port, %2 the system&apos;s error message.</extracomment>
        <translation>No se puede escuchar en %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2</source>
        <extracomment>%1 is the witness&apos;s address:port, %2 the system&apos;s error message.</extracomment>
        <translation>No se puede conectar con el testigo en %1: %2</translation>
    </message>
    <message>
        <source>This file system does not support direct I/O: the writer goes through the page cache, which the commits flush.</source>
        <translation>Este sistema de archivos no admite E/S directa: el proceso de escritura pasa por la caché de páginas, que los commits vacían.</translation>
    </message>
    <message>
        <source>Cannot open %1 for writing: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>No se puede abrir %1 para escritura: %2.</translation>
    </message>
    <message>
        <source>The power-loss test parameters are invalid.</source>
        <translation>Los parámetros de la prueba de pérdida de energía no son válidos.</translation>
    </message>
    <message>
        <source>Preparing the test area failed: %1.</source>
        <extracomment>%1 the system&apos;s error text</extracomment>
        <translation>Falló la preparación del área de prueba: %1.</translation>
    </message>
    <message>
        <source>Flushing the prepared test area failed: %1.</source>
        <translation>Falló el vaciado (flush) del área de prueba preparada: %1.</translation>
    </message>
    <message>
        <source>Write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Falló la escritura %1: %2. La ejecución no es válida; el proceso de escritura se detuvo y no vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Committing up to write %1 failed: %2. The run is invalid; the writer stopped and does not retry.</source>
        <extracomment>%1 the last write&apos;s sequence number, %2 the system&apos;s error text</extracomment>
        <translation>Falló el commit hasta la escritura %1: %2. La ejecución no es válida; el proceso de escritura se detuvo y no vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Cannot save the pending test in %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>No se puede guardar la prueba pendiente en %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the autostart entry %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>No se puede escribir la entrada de inicio automático %1: %2.</translation>
    </message>
    <message>
        <source>Practice mode needs FUSE, and /dev/fuse cannot be used here.</source>
        <translation>El modo de práctica necesita FUSE, y /dev/fuse no se puede usar aquí.</translation>
    </message>
    <message>
        <source>Practice mode needs fusermount3 (the fuse3 package).</source>
        <translation>El modo de práctica necesita fusermount3 (el paquete fuse3).</translation>
    </message>
    <message>
        <source>Practice mode needs driveproof-lyingdisk, which is not installed.</source>
        <translation>El modo de práctica necesita driveproof-lyingdisk, que no está instalado.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for practice.</source>
        <translation>No se puede crear una carpeta temporal para la práctica.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code.</source>
        <extracomment>%1 what was given</extracomment>
        <translation>&apos;%1&apos; no es un código de emparejamiento.</translation>
    </message>
    <message>
        <source>DriveProof simulated drive (%1)</source>
        <extracomment>the simulated drive of practice mode; %1 honest or lying</extracomment>
        <translation>Unidad simulada de DriveProof (%1)</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>mentirosa</translation>
    </message>
    <message>
        <source>honest</source>
        <translation>honesta</translation>
    </message>
    <message>
        <source>Practice cancelled.</source>
        <translation>Práctica cancelada.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactivo</translation>
    </message>
    <message>
        <source>starting the simulated drive and witness</source>
        <extracomment>practice mode: the simulated drive and the local witness start</extracomment>
        <translation>iniciando la unidad simulada y el testigo</translation>
    </message>
    <message>
        <source>preparing</source>
        <extracomment>the test area is being filled with known data</extracomment>
        <translation>preparando</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>escribiendo</translation>
    </message>
    <message>
        <source>cutting the power</source>
        <extracomment>practice mode: the simulated power cut</extracomment>
        <translation>cortando la corriente</translation>
    </message>
    <message>
        <source>verifying</source>
        <translation>verificando</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <source>This is a virtual machine: pulling its virtual plug tests the host&apos;s storage stack, not a drive. Run the test on real hardware.</source>
        <translation>Esto es una máquina virtual: desenchufar su enchufe virtual prueba la pila de almacenamiento del anfitrión, no una unidad. Ejecute la prueba en hardware real.</translation>
    </message>
    <message>
        <source>The machine runs on its battery: pulling the plug would not cut the power. Remove the battery, or use a machine without one.</source>
        <translation>El equipo funciona con batería: desenchufarlo no cortaría la corriente. Quite la batería o use un equipo sin ella.</translation>
    </message>
    <message>
        <source>The drive sits behind a USB bridge, which may have a cache and flush rules of its own: the verdict is about the bridge and the drive together.</source>
        <translation>La unidad está detrás de un puente USB, que puede tener su propia caché y sus propias reglas de vaciado (flush): el veredicto se refiere al puente y la unidad en conjunto.</translation>
    </message>
    <message>
        <source>The drive&apos;s write cache is on. That is normal: the test shows whether the drive still keeps every write it acknowledged.</source>
        <translation>La caché de escritura de la unidad está activada. Es normal: la prueba muestra si la unidad conserva aun así todas las escrituras que confirmó.</translation>
    </message>
    <message>
        <source>The drive&apos;s unsafe-shutdown counter cannot be read, so the verifier cannot confirm that the power really went away.</source>
        <translation>No se puede leer el contador de apagados no seguros de la unidad, así que el verificador no puede confirmar que la corriente se cortó realmente.</translation>
    </message>
    <message>
        <source>Choose a file or a device for the test area.</source>
        <translation>Elija un archivo o un dispositivo para el área de prueba.</translation>
    </message>
    <message>
        <source>%1 is neither a regular file nor a block device.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 no es ni un archivo normal ni un dispositivo de bloques.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>La carpeta %1 no existe.</translation>
    </message>
    <message>
        <source>The device %1 was not found.</source>
        <extracomment>%1 a device node</extracomment>
        <translation>No se encontró el dispositivo %1.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>No se puede crear %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reserve space for %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>No se puede reservar espacio para %1: %2.</translation>
    </message>
    <message>
        <source>Cannot reach the witness at %1: %2. Is driveproof-cli witness running there, and is the port open?</source>
        <extracomment>%1 the witness&apos;s address, %2 the network&apos;s error text</extracomment>
        <translation>No se puede acceder al testigo de %1: %2. ¿Se está ejecutando driveproof-cli witness allí, y está abierto el puerto?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pairing code: type the 12 characters the witness shows.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; no es un código de emparejamiento: escriba los 12 caracteres que muestra el testigo.</translation>
    </message>
    <message>
        <source>The test area on %1 is too small: give it at least 1 MiB.</source>
        <extracomment>%1 the file or device</extracomment>
        <translation>El área de prueba en %1 es demasiado pequeña: dele al menos 1 MiB.</translation>
    </message>
    <message>
        <source>The witness at %1 did not confirm every commit before the end.</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>El testigo de %1 no confirmó todos los commits antes del final.</translation>
    </message>
    <message>
        <source>connecting to the witness</source>
        <translation>conectando con el testigo</translation>
    </message>
    <message>
        <source>paused</source>
        <extracomment>writing paused while the witness cannot be reached</extracomment>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>conectando</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inaccesible</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>closed</source>
        <extracomment>the link to the witness was closed</extracomment>
        <translation>cerrado</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text</extracomment>
        <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
        <source>The pending test has no valid pairing code.</source>
        <translation>La prueba pendiente no tiene un código de emparejamiento válido.</translation>
    </message>
    <message>
        <source>Fetching the witness&apos;s record from %1</source>
        <extracomment>%1 the witness&apos;s address</extracomment>
        <translation>Obteniendo el registro del testigo desde %1</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verificación cancelada.</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s state</source>
        <translation>Leyendo el estado de la unidad</translation>
    </message>
    <message>
        <source>Reading and checking the whole test area on %1</source>
        <extracomment>%1 file or device</extracomment>
        <translation>Leyendo y comprobando toda el área de prueba en %1</translation>
    </message>
    <message>
        <source>Storing the report</source>
        <translation>Guardando el informe</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Cannot write the witness&apos;s salt %1: %2</source>
        <extracomment>%1 is a file path, %2 the system&apos;s error message.</extracomment>
        <translation>No se puede escribir la sal (salt) del testigo %1: %2</translation>
    </message>
    <message>
        <source>The witness is busy with other verifiers; try again shortly.</source>
        <extracomment>The witness limits how many verifiers and ledger downloads it serves at once.</extracomment>
        <translation>El testigo está ocupado con otros verificadores; inténtelo de nuevo en breve.</translation>
    </message>
    <message>
        <source>Cannot derive the pairing key (not enough memory?).</source>
        <extracomment>The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.</extracomment>
        <translation>No se puede derivar la clave de emparejamiento (¿memoria insuficiente?).</translation>
    </message>
    <message>
        <source>The journal of this run reached its limit of %1 bytes.</source>
        <extracomment>%1 is a size in bytes.</extracomment>
        <translation>El diario de esta ejecución alcanzó su límite de %1 bytes.</translation>
    </message>
    <message>
        <source>The witness claimed commits this writer never sent; reconnecting.</source>
        <extracomment>A high-water mark above the writer&apos;s own last commit: a forged or replayed answer.</extracomment>
        <translation>El testigo afirmó tener commits que este proceso de escritura nunca envió; reconectando.</translation>
    </message>
    <message>
        <source>no answer to the handshake within %1 s</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>sin respuesta al establecimiento de la conexión en %1 s</translation>
    </message>
    <message>
        <source>The witness at %1 refused this writer: %2</source>
        <extracomment>%1 the witness&apos;s address, %2 why it refused</extracomment>
        <translation>El testigo de %1 rechazó este proceso de escritura: %2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln acknowledged write(s) were lost.</source>
        <translation>
            <numerusform>Se perdieron todas las %Ln escrituras confirmadas.</numerusform>
            <numerusform>Se perdieron todas las %Ln escrituras confirmadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>They were the last ones before the cut: the drive acknowledges flushes before the data is safe.</source>
        <translation>Eran las últimas antes del corte: la unidad confirma los vaciados de caché antes de que los datos estén a salvo.</translation>
    </message>
    <message>
        <source>The witness&apos;s record contradicts this machine&apos;s own record of the test (%1), so it cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%1 what the witness&apos;s record says against this machine&apos;s (in English, for a bug report)</extracomment>
        <translation>El registro del testigo contradice el registro propio de esta máquina sobre la prueba (%1), así que no es fiable y esta ejecución no demuestra nada sobre las escrituras confirmadas.</translation>
    </message>
    <message>
        <source>This is not the run&apos;s witness: it answered with another salt than during the run.</source>
        <translation>Este no es el testigo de la ejecución: respondió con una sal distinta de la usada durante la ejecución.</translation>
    </message>
    <message>
        <source>A frame from the witness arrived damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 what was wrong with it, e.g. &quot;HMAC&quot; or &quot;CRC mismatch&quot;</extracomment>
        <translation>Una trama del testigo llegó dañada o alterada (%1); reconectando.</translation>
    </message>
    <message>
        <source>The witness could not prove the pairing code (a fake witness or altered traffic); reconnecting.</source>
        <translation>El testigo no pudo demostrar el código de emparejamiento (un testigo falso o tráfico alterado); reconectando.</translation>
    </message>
    <message>
        <source>The witness refused a frame that reached it damaged or altered (%1); reconnecting.</source>
        <extracomment>%1 the witness&apos;s reason, e.g. &quot;Power-loss frame damaged in transit&quot;</extracomment>
        <translation>El testigo rechazó una trama que le llegó dañada o alterada (%1); reconectando.</translation>
    </message>
    <message>
        <source>The witness already keeps %1 runs: move old run folders out of its journal folder to make room.</source>
        <extracomment>%1 how many runs the witness keeps at most</extracomment>
        <translation>El testigo ya guarda %1 ejecuciones: mueva carpetas de ejecuciones antiguas fuera de su carpeta de diarios para hacer sitio.</translation>
    </message>
    <message>
        <source>The witness holds %1 acknowledged writes in memory, as many as it may: this run cannot grow.</source>
        <extracomment>%1 a number of acknowledged writes</extracomment>
        <translation>El testigo tiene %1 escrituras confirmadas en memoria, todas las que puede: esta ejecución no puede crecer más.</translation>
    </message>
    <message numerus="yes">
        <source>The witness reports %n acknowledgement(s) this writer never sent, from seq %1, so its record cannot be trusted and this run proves nothing about acknowledged writes.</source>
        <extracomment>%n how many acknowledgements carry no valid receipt of this machine&apos;s writer, %1 the seq (a number) of the first of them</extracomment>
        <translation>
            <numerusform>El testigo informa de %n confirmación que este proceso de escritura nunca envió, desde la secuencia %1, así que su registro no es fiable y esta ejecución no demuestra nada sobre las escrituras confirmadas.</numerusform>
            <numerusform>El testigo informa de %n confirmaciones que este proceso de escritura nunca envió, desde la secuencia %1, así que su registro no es fiable y esta ejecución no demuestra nada sobre las escrituras confirmadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DriveProof::Privilege</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 device path, %2 the system&apos;s reason</extracomment>
        <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
        <source>The system bus is not running (%2), so DriveProof&apos;s helper cannot be reached for %1. Start D-Bus, or run as root.</source>
        <extracomment>%1 device path, %2 D-Bus error text</extracomment>
        <translation>El bus del sistema no se está ejecutando (%2), así que no se puede llegar al auxiliar de DriveProof para %1. Inicie D-Bus o ejecute como root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper sent an unexpected reply for %1.</source>
        <extracomment>%1 device path</extracomment>
        <translation>El auxiliar de DriveProof envió una respuesta inesperada para %1.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper opened %1 but no file descriptor arrived.</source>
        <extracomment>%1 device path</extracomment>
        <translation>El auxiliar de DriveProof abrió %1, pero no llegó ningún descriptor de archivo.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is not installed (%1 is not on the system bus): install the package, or run as root.</source>
        <extracomment>%1 D-Bus service name</extracomment>
        <translation>El auxiliar de DriveProof no está instalado (%1 no está en el bus del sistema): instale el paquete o ejecute como root.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper is installed but could not be started (%1). Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>El auxiliar de DriveProof está instalado, pero no se pudo iniciar (%1). Reinstale DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper did not answer for %1 within %2 seconds. If an authentication dialog was open, try again.</source>
        <extracomment>%1 device path, %2 number of seconds</extracomment>
        <translation>El auxiliar de DriveProof no respondió para %1 en %2 segundos. Si había un diálogo de autenticación abierto, inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>The system bus refused the call to DriveProof&apos;s helper (%1): its D-Bus policy is missing or damaged. Reinstall DriveProof.</source>
        <extracomment>%1 D-Bus error text</extracomment>
        <translation>El bus del sistema rechazó la llamada al auxiliar de DriveProof (%1): su política D-Bus falta o está dañada. Reinstale DriveProof.</translation>
    </message>
    <message>
        <source>DriveProof&apos;s helper failed for %1: %3 (%2).</source>
        <extracomment>%1 device path, %2 D-Bus error name, %3 D-Bus error text</extracomment>
        <translation>El auxiliar de DriveProof falló para %1: %3 (%2).</translation>
    </message>
</context>
<context>
    <name>DriveProof::Report</name>
    <message>
        <source>a pair [bucket, count]</source>
        <translation>un par [intervalo, recuento]</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 names latency bucket %2, but the buckets end at %3.</source>
        <extracomment>%1 where in the file; %2 the bucket number found; %3 the last valid one</extracomment>
        <translation>El resultado de la prueba está dañado: %1 nombra el intervalo de latencia %2, pero los intervalos terminan en %3.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 lists latency bucket %2 twice.</source>
        <extracomment>%1 where in the file; %2 a bucket number</extracomment>
        <translation>El resultado de la prueba está dañado: %1 lista dos veces el intervalo de latencia %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: the latency buckets of %1 do not add up to its count.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>El resultado de la prueba está dañado: los intervalos de latencia de %1 no suman su recuento.</translation>
    </message>
    <message>
        <source>The test result is damaged: the minimum or maximum of %1 lies outside its lowest or highest latency bucket.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>El resultado de la prueba está dañado: el mínimo o el máximo de %1 queda fuera de su intervalo de latencia más bajo o más alto.</translation>
    </message>
    <message>
        <source>The test result is damaged: the sum of %1 cannot come from its latency buckets.</source>
        <extracomment>%1 where in the file, e.g. measurements[0].histogram</extracomment>
        <translation>El resultado de la prueba está dañado: la suma de %1 no puede proceder de sus intervalos de latencia.</translation>
    </message>
    <message>
        <source>%1: %2 commits/s</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;fdatasync, 1 × 8 kB&quot;; %2 commits per second</extracomment>
        <translation>%1: %2 commits/s</translation>
    </message>
    <message>
        <source>%1: %2 MB/s, %3 IOPS</source>
        <extracomment>%1 the line&apos;s label, e.g. &quot;SEQ1M Q8T1 read&quot;; %2 megabytes per second; %3 I/Os per second</extracomment>
        <translation>%1: %2 MB/s, %3 IOPS</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 how many measurements, e.g. &quot;9 measurements&quot;; %2 its headline number</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (stopped by an error)</source>
        <extracomment>%1 the summary so far; a test that stopped on an error</extracomment>
        <translation>%1 (se detuvo por un error)</translation>
    </message>
    <message>
        <source>%1 (cancelled)</source>
        <extracomment>%1 the summary so far; a test the user cancelled</extracomment>
        <translation>%1 (cancelada)</translation>
    </message>
    <message>
        <source>The result has no id, so it cannot be kept in the history.</source>
        <translation>El resultado no tiene id, así que no se puede guardar en el historial.</translation>
    </message>
    <message>
        <source>Cannot create the history folder %1. Check that your home folder is writable.</source>
        <extracomment>%1 folder path</extracomment>
        <translation>No se puede crear la carpeta del historial %1. Compruebe que se pueda escribir en su carpeta personal.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1.</source>
        <extracomment>%1 a result id</extracomment>
        <translation>El historial no contiene ningún resultado con el id %1.</translation>
    </message>
    <message>
        <source>The id %1 fits several results in the history; give the whole id.</source>
        <extracomment>%1 a short result id</extracomment>
        <translation>El id %1 coincide con varios resultados del historial; indique el id completo.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s error text</extracomment>
        <translation>No se puede eliminar %1: %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is missing.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops</extracomment>
        <translation>El resultado de la prueba está dañado: falta %1.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 should be %2.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. &quot;a number&quot;</extracomment>
        <translation>El resultado de la prueba está dañado: %1 debería ser %2.</translation>
    </message>
    <message>
        <source>The test result is damaged: %1 is %2, outside the range %3 to %4.</source>
        <extracomment>%1 where in the file, e.g. measurements[2].read_percent; %2 the value found there; %3 and %4 the smallest and largest value allowed</extracomment>
        <translation>El resultado de la prueba está dañado: %1 vale %2, fuera del intervalo de %3 a %4.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false o null</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a date and time (ISO 8601)</source>
        <translation>una fecha y hora (ISO 8601)</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list of six numbers</source>
        <translation>una lista de seis números</translation>
    </message>
    <message>
        <source>one of info, good, caution, danger</source>
        <translation>uno de info, good, caution, danger</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it has no format_version.</source>
        <translation>Esto no es un resultado de prueba de DriveProof: no tiene format_version.</translation>
    </message>
    <message>
        <source>This test result has format %1, but this version of DriveProof reads formats up to %2. Open it with a newer DriveProof.</source>
        <extracomment>%1 the file&apos;s format number, %2 the newest format this version reads</extracomment>
        <translation>Este resultado de prueba tiene el formato %1, pero esta versión de DriveProof lee formatos hasta el %2. Ábralo con una versión más reciente de DriveProof.</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: the JSON breaks at byte %1 (%2).</source>
        <extracomment>%1 byte offset in the file, %2 what the JSON parser says</extracomment>
        <translation>Esto no es un resultado de prueba de DriveProof: el JSON se interrumpe en el byte %1 (%2).</translation>
    </message>
    <message>
        <source>This is not a DriveProof test result: it holds no JSON object.</source>
        <translation>Esto no es un resultado de prueba de DriveProof: no contiene ningún objeto JSON.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <extracomment>%1 file name, %2 the system&apos;s reason</extracomment>
        <translation>No se puede leer %1: %2.</translation>
    </message>
    <message>
        <source>%1 is too large to be a DriveProof test result.</source>
        <extracomment>%1 file name</extracomment>
        <translation>%1 es demasiado grande para ser un resultado de prueba de DriveProof.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file name, %2 what is wrong with its contents (a sentence)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <extracomment>how many measurements (lines of the numbers table) a result has</extracomment>
        <translation>
            <numerusform>%n medición</numerusform>
            <numerusform>%n mediciones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a time per step; %1 seconds, e.g. &quot;5&quot; or &quot;0.5&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>temporary file</source>
        <translation>archivo temporal</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>todo el dispositivo</translation>
    </message>
    <message>
        <source>none (raw device)</source>
        <extracomment>where a run had no file system under it (the raw device)</extracomment>
        <translation>ninguno (dispositivo en bruto)</translation>
    </message>
    <message>
        <source>They are different tests (%1 and %2).</source>
        <extracomment>%1 and %2 two test keys, e.g. &quot;quick&quot; and &quot;random&quot;</extracomment>
        <translation>Son pruebas distintas (%1 y %2).</translation>
    </message>
    <message>
        <source>They used different test sizes (%1 and %2): a small area fits a cache that a large one overflows.</source>
        <extracomment>%1 and %2 test sizes, e.g. &quot;128 MiB&quot; and &quot;1 GiB&quot;</extracomment>
        <translation>Usaron tamaños de prueba distintos (%1 y %2): un área pequeña cabe en una caché que una grande desborda.</translation>
    </message>
    <message>
        <source>They ran on different kinds of target (%1 and %2): a file system adds its own work to every write.</source>
        <extracomment>%1 and %2 kinds of target, e.g. &quot;temporary file&quot; and &quot;whole device&quot;</extracomment>
        <translation>Se ejecutaron sobre tipos de destino distintos (%1 y %2): un sistema de archivos añade su propio trabajo a cada escritura.</translation>
    </message>
    <message>
        <source>They ran on different file systems (%1 and %2).</source>
        <extracomment>%1 and %2 file systems, e.g. &quot;ext4&quot; and &quot;btrfs&quot;</extracomment>
        <translation>Se ejecutaron en sistemas de archivos distintos (%1 y %2).</translation>
    </message>
    <message>
        <source>They used different I/O engines (%1 and %2).</source>
        <extracomment>%1 and %2 I/O engines, e.g. &quot;io_uring&quot; and &quot;psync&quot;</extracomment>
        <translation>Usaron motores de E/S distintos (%1 y %2).</translation>
    </message>
    <message>
        <source>They ran for different times per step (%1 and %2).</source>
        <extracomment>%1 and %2 times per step, e.g. &quot;2 s&quot; and &quot;5 s&quot;</extracomment>
        <translation>Se ejecutaron con tiempos por paso distintos (%1 y %2).</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <extracomment>the time each step of a test ran; %1 e.g. &quot;5 s&quot;</extracomment>
        <translation>%1 por paso</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1 a kind of target (&quot;temporary file&quot;), %2 its file system (&quot;ext4&quot;)</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step</source>
        <extracomment>the quick check&apos;s definition; %1 a test size (&quot;1 GiB&quot;), %2 a time per step (&quot;5 s&quot;). SEQ1M Q8T1 etc. are CrystalDiskMark&apos;s test names: keep them.</extracomment>
        <translation>SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 por paso</translation>
    </message>
    <message>
        <source>The history holds no result with the id %1, and there is no such file. &apos;driveproof-cli history DEVICE&apos; lists the ids.</source>
        <extracomment>%1 a result id or file name</extracomment>
        <translation>El historial no tiene ningún resultado con el id %1, y no existe ese archivo. &apos;driveproof-cli history DEVICE&apos; lista los id.</translation>
    </message>
    <message>
        <source>a list of two numbers</source>
        <translation>una lista de dos números</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours; first failing sector %4.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Failed: read error&quot;), %3 the drive&apos;s power-on hours when it ended, %4 a sector number</extracomment>
        <translation>Autoprueba (%1): %2, a las %3 horas de funcionamiento; primer sector con fallo %4.</translation>
    </message>
    <message>
        <source>%1 self-test: %2, at %3 power-on hours.</source>
        <extracomment>%1 kind of self-test (&quot;Short&quot;), %2 its result (&quot;Completed without error&quot;), %3 the drive&apos;s power-on hours when it ended</extracomment>
        <translation>Autoprueba (%1): %2, a las %3 horas de funcionamiento.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lectura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>escritura</translation>
    </message>
    <message>
        <source>mixed %1% read</source>
        <extracomment>%1 percentage of reads in a mixed workload, e.g. 70</extracomment>
        <translation>mixta, %1% lectura</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>block size %1, %2</source>
        <extracomment>a sweep point: %1 block size, %2 read/write</extracomment>
        <translation>tamaño de bloque %1, %2</translation>
    </message>
    <message>
        <source>queue depth %1, %2</source>
        <extracomment>a sweep point: %1 queue depth, %2 read/write</extracomment>
        <translation>profundidad de cola %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), %1</source>
        <extracomment>a sweep point: %n threads, %1 read/write</extracomment>
        <translation>
            <numerusform>%n hilo, %1</numerusform>
            <numerusform>%n hilos, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n × 8 kB per commit</source>
        <extracomment>%1 a sync method name (fdatasync, open_datasync...), %n writes per commit</extracomment>
        <translation>
            <numerusform>%1, %n × 8 kB por commit</numerusform>
            <numerusform>%1, %n × 8 kB por commit</numerusform>
        </translation>
    </message>
    <message>
        <source>open_sync, %1 × %2 kB</source>
        <extracomment>16 kB committed as %1 writes of %2 kB each, with O_SYNC</extracomment>
        <translation>open_sync, %1 × %2 kB</translation>
    </message>
    <message>
        <source>write, fsync, close</source>
        <translation>write, fsync, close</translation>
    </message>
    <message>
        <source>write, close, fsync (another descriptor)</source>
        <translation>write, close, fsync (otro descriptor)</translation>
    </message>
    <message>
        <source>write, no sync (baseline, not durable)</source>
        <translation>write, sin sync (referencia, no duradero)</translation>
    </message>
    <message>
        <source>O_DIRECT write, no sync (baseline, not durable)</source>
        <translation>write con O_DIRECT, sin sync (referencia, no duradero)</translation>
    </message>
    <message>
        <source>sustained sequential write</source>
        <translation>escritura secuencial sostenida</translation>
    </message>
    <message>
        <source>surface scan (read)</source>
        <translation>exploración de superficie (lectura)</translation>
    </message>
    <message>
        <source>random reads, pass %1</source>
        <extracomment>%1 1 or 2: the pass of the hybrid-cache check</extracomment>
        <translation>lecturas aleatorias, pasada %1</translation>
    </message>
    <message>
        <source>%1 (cache off)</source>
        <extracomment>a commit line measured with the drive&apos;s write cache switched off; %1 its label</extracomment>
        <translation>%1 (caché desactivada)</translation>
    </message>
    <message>
        <source>Skipped: the block size %1 is larger than the test area (%2).</source>
        <extracomment>%1 block size, %2 test area size</extracomment>
        <translation>Omitida: el tamaño de bloque %1 es mayor que el área de prueba (%2).</translation>
    </message>
    <message>
        <source>Skipped: O_DIRECT writes of %1 bytes are smaller than the device&apos;s logical block size (%2 bytes).</source>
        <extracomment>%1 write size in bytes, %2 the device&apos;s logical block size in bytes</extracomment>
        <translation>Omitida: las escrituras O_DIRECT de %1 bytes son menores que el tamaño de bloque lógico del dispositivo (%2 bytes).</translation>
    </message>
    <message>
        <source>Skipped: this file system does not support O_DIRECT.</source>
        <translation>Omitida: este sistema de archivos no admite O_DIRECT.</translation>
    </message>
    <message>
        <source>Skipped: the device rejects O_DIRECT writes of %1 bytes.</source>
        <extracomment>%1 write size in bytes</extracomment>
        <translation>Omitida: el dispositivo rechaza escrituras O_DIRECT de %1 bytes.</translation>
    </message>
</context>
<context>
    <name>DriveProof::Suites</name>
    <message>
        <source>The cache A/B test needs a drive whose write cache is on and can be switched; %1&apos;s is not. Run the commit test alone.</source>
        <extracomment>%1 device node</extracomment>
        <translation>La prueba A/B de caché necesita una unidad cuya caché de escritura esté activada y se pueda cambiar; la de %1 no lo cumple. Ejecute solo la prueba commit.</translation>
    </message>
    <message>
        <source>Could not switch the write cache of %1 back on. Switch it on with &apos;driveproof-cli cache %1 --set on&apos;.</source>
        <extracomment>%1 device node</extracomment>
        <translation>No se pudo volver a activar la caché de escritura de %1. Actívela con &apos;driveproof-cli cache %1 --set on&apos;.</translation>
    </message>
    <message>
        <source>Cannot open %1 for the commit test: %2.</source>
        <extracomment>%1 file or device, %2 the system&apos;s error text</extracomment>
        <translation>No se puede abrir %1 para la prueba commit: %2.</translation>
    </message>
    <message>
        <source>The commit test stopped at &quot;%1&quot;: writing to %2 failed: %3.</source>
        <extracomment>%1 the line&apos;s label, %2 file or device, %3 the system&apos;s error text</extracomment>
        <translation>La prueba commit se detuvo en «%1»: falló la escritura en %2: %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stopped on %2: %3</source>
        <extracomment>%1 the step&apos;s label, %2 file or device, %3 the error</extracomment>
        <translation>«%1» se detuvo en %2: %3</translation>
    </message>
    <message>
        <source>idle, so the drive can move hot data</source>
        <translation>inactividad, para que la unidad pueda mover los datos más usados</translation>
    </message>
    <message>
        <source>Commit rate</source>
        <translation>Tasa de commits</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Velocidad de transferencia</translation>
    </message>
    <message>
        <source>Sustained write</source>
        <translation>Escritura sostenida</translation>
    </message>
    <message>
        <source>Surface scan</source>
        <translation>Exploración de superficie</translation>
    </message>
    <message>
        <source>Random I/O</source>
        <translation>E/S aleatoria</translation>
    </message>
    <message>
        <source>Quick check</source>
        <translation>Comprobación rápida</translation>
    </message>
    <message>
        <source>Block size sweep</source>
        <translation>Barrido de tamaño de bloque</translation>
    </message>
    <message>
        <source>Queue depth sweep</source>
        <translation>Barrido de profundidad de cola</translation>
    </message>
    <message>
        <source>Thread sweep</source>
        <translation>Barrido de hilos</translation>
    </message>
    <message>
        <source>Hybrid cache check</source>
        <translation>Comprobación de caché híbrida</translation>
    </message>
    <message>
        <source>A drive test is running; suspending would spoil its numbers.</source>
        <translation>Hay una prueba de unidad en curso; suspender el equipo estropearía sus resultados.</translation>
    </message>
    <message>
        <source>The cache A/B test needs to know the drive under the target, and it could not be found. Run the commit test alone.</source>
        <translation>La prueba A/B de caché necesita saber qué unidad hay bajo el destino, y no se pudo encontrar. Ejecute solo la prueba commit.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported here: the run is buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT no se admite aquí: la ejecución usa búfer, así que la caché de páginas influye en los números.</translation>
    </message>
    <message>
        <source>%1 is not a folder. Choose a folder on the drive to test.</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1 no es una carpeta. Elija una carpeta de la unidad que quiere probar.</translation>
    </message>
    <message>
        <source>The test size must be at least 4 KiB.</source>
        <translation>El tamaño de la prueba debe ser de al menos 4 KiB.</translation>
    </message>
    <message>
        <source>%1 has too little free space for a %2 test file (%3 free). Choose a smaller size or another folder.</source>
        <extracomment>%1 folder, %2 the size asked for, %3 free space</extracomment>
        <translation>%1 tiene muy poco espacio libre para un archivo de prueba de %2 (%3 libres). Elija un tamaño menor u otra carpeta.</translation>
    </message>
    <message>
        <source>Cannot create a test file in %1: %2. Choose a folder you can write to.</source>
        <extracomment>%1 folder, %2 the system&apos;s error text</extracomment>
        <translation>No se puede crear un archivo de prueba en %1: %2. Elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message>
        <source>Preparing the test file</source>
        <translation>Preparando el archivo de prueba</translation>
    </message>
    <message>
        <source>Cannot prepare the test file %1: %2.</source>
        <extracomment>%1 the test file, %2 what failed, in English from the system</extracomment>
        <translation>No se puede preparar el archivo de prueba %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not an existing regular file. Name a file, or choose a folder for a temporary test file.</source>
        <extracomment>%1 a path</extracomment>
        <translation>%1 no es un archivo normal existente. Indique un archivo, o elija una carpeta para un archivo de prueba temporal.</translation>
    </message>
    <message>
        <source>%1 is smaller than 4 KiB: too small to test. DriveProof never grows a file it did not create.</source>
        <extracomment>%1 a file</extracomment>
        <translation>%1 es menor de 4 KiB: demasiado pequeño para probarlo. DriveProof nunca amplía un archivo que no haya creado.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2.</source>
        <extracomment>%1 file, %2 the system&apos;s error text
----------
%1 device node, %2 the system&apos;s error text</extracomment>
        <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
        <source>Writing to %1 destroys what is on it. Confirm by typing the device name, or pass --destructive.</source>
        <extracomment>%1 device node</extracomment>
        <translation>Escribir en %1 destruye lo que contiene. Confírmelo escribiendo el nombre del dispositivo, o use --destructive.</translation>
    </message>
    <message>
        <source>%L1 IOPS</source>
        <extracomment>I/O operations per second</extracomment>
        <translation>%L1 IOPS</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, faster than the platters turn (%2 rpm allows about %3 per second with one thread): a volatile or battery-backed cache acknowledges the commits. Run the power-loss test to learn whether it keeps them.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync hace %1 commits por segundo, más rápido de lo que giran los platos (%2 rpm permiten unos %3 por segundo con un hilo): una caché volátil o respaldada por batería confirma los commits. Ejecute la prueba de pérdida de energía para saber si los conserva.</translation>
    </message>
    <message>
        <source>fdatasync commits at %1 per second, within what %2 rpm allows (about %3 per second): each commit waits for the platter.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>fdatasync hace %1 commits por segundo, dentro de lo que permiten %2 rpm (unos %3 por segundo): cada commit espera al plato.</translation>
    </message>
    <message>
        <source>With the drive&apos;s write cache off, fdatasync still commits at %1 per second, above the %3 per second that %2 rpm allows: the setting was ignored or another cache answers.</source>
        <extracomment>%1 commits per second, %2 rotation rate, %3 the most commits per second it allows</extracomment>
        <translation>Con la caché de escritura de la unidad desactivada, fdatasync sigue haciendo %1 commits por segundo, por encima de los %3 por segundo que permiten %2 rpm: se ignoró el ajuste o responde otra caché.</translation>
    </message>
    <message>
        <source>Each fdatasync sent %2 flushes to %1: flushes reach the device.</source>
        <extracomment>%1 device name, %2 flushes per commit (a decimal number)</extracomment>
        <translation>Cada fdatasync envió %2 vaciados de caché (flush) a %1: los vaciados llegan al dispositivo.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: fdatasync sent none although the kernel treats the device as write back. Something between DriveProof and the drive swallows them (a hypervisor, a RAID or device-mapper layer).</source>
        <extracomment>%1 device name</extracomment>
        <translation>Los vaciados de caché (flush) no llegan a %1: fdatasync no envió ninguno aunque el kernel trata el dispositivo como de escritura diferida (write back). Algo entre DriveProof y la unidad se los traga (un hipervisor, una capa RAID o device-mapper).</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the kernel treats it as write through (queue/write_cache) and sends it no flushes. If the drive&apos;s own cache is on, committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Los vaciados de caché (flush) no llegan a %1: el kernel lo trata como de escritura inmediata (write through, queue/write_cache) y no le envía vaciados. Si la caché propia de la unidad está activada, los datos confirmados pueden perderse en un corte de corriente.</translation>
    </message>
    <message>
        <source>Flushes are not reaching %1: the file system is mounted with nobarrier, so the kernel sends no flushes. Committed data can be lost at a power cut.</source>
        <extracomment>%1 device name</extracomment>
        <translation>Los vaciados de caché (flush) no llegan a %1: el sistema de archivos está montado con nobarrier, así que el kernel no envía vaciados. Los datos confirmados pueden perderse en un corte de corriente.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on. Only the power-loss test can tell whether it keeps them.</source>
        <extracomment>%1 commits per second</extracomment>
        <translation>Esta unidad confirma %1 commits por segundo con su caché de escritura activada. Solo la prueba de pérdida de energía puede decir si los conserva.</translation>
    </message>
    <message>
        <source>This drive acknowledges %1 commits per second with its write cache on and %2 with it off.</source>
        <extracomment>%1 commits per second with the cache on, %2 with it off</extracomment>
        <translation>Esta unidad confirma %1 commits por segundo con su caché de escritura activada y %2 con ella desactivada.</translation>
    </message>
    <message>
        <source>The write rate fell from %1 to %2 after %3 had been written: a cache ran out.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data</extracomment>
        <translation>La velocidad de escritura cayó de %1 a %2 después de escribir %3: se agotó una caché.</translation>
    </message>
    <message>
        <source>The write rate held at about %1 over all %2.</source>
        <extracomment>%1 a transfer rate, %2 an amount of data</extracomment>
        <translation>La velocidad de escritura se mantuvo en torno a %1 durante los %2 completos.</translation>
    </message>
    <message>
        <source>Reads ran at %1 at the start and %2 at the end; the slowest stretch read at %3, at %4.</source>
        <extracomment>%1..%3 transfer rates, %4 a position on the drive (an amount of data)</extracomment>
        <translation>Las lecturas iban a %1 al principio y a %2 al final; el tramo más lento se leyó a %3, en la posición %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) read at less than half the median rate: the drive retried there, or remapped sectors slow it down. Look at its health.</source>
        <translation>
            <numerusform>%n tramo se leyó a menos de la mitad de la velocidad mediana: la unidad reintentó allí, o hay sectores reasignados que la ralentizan. Revise su salud.</numerusform>
            <numerusform>%n tramos se leyeron a menos de la mitad de la velocidad mediana: la unidad reintentó allí, o hay sectores reasignados que la ralentizan. Revise su salud.</numerusform>
        </translation>
    </message>
    <message>
        <source>The second pass was %1 times as fast (%2 → %3): the drive moved the data to faster storage while idle.</source>
        <extracomment>%1 how many times faster (a decimal number), %2 and %3 IOPS before and after</extracomment>
        <translation>La segunda pasada fue %1 veces más rápida (%2 → %3): la unidad movió los datos a un almacenamiento más rápido mientras estaba inactiva.</translation>
    </message>
    <message>
        <source>The second pass ran at %2 against %1 before: no sign of a cache that promotes hot data while the drive is idle.</source>
        <extracomment>%1 and %2 IOPS of the first and the second pass</extracomment>
        <translation>La segunda pasada fue a %2, frente a %1 antes: no hay indicios de una caché que promueva los datos más usados mientras la unidad está inactiva.</translation>
    </message>
    <message>
        <source>O_DIRECT is not supported on this file system: the run was buffered, so the page cache is in the numbers.</source>
        <translation>O_DIRECT no se admite en este sistema de archivos: la ejecución usó búfer, así que la caché de páginas influye en los números.</translation>
    </message>
    <message>
        <source>This is a virtual machine (%1): the numbers describe the hypervisor&apos;s storage, not the drive&apos;s.</source>
        <extracomment>%1 the hypervisor, e.g. kvm</extracomment>
        <translation>Esto es una máquina virtual (%1): los números describen el almacenamiento del hipervisor, no el de la unidad.</translation>
    </message>
    <message>
        <source>%1 is mounted with barriers off (%2): the kernel sends the drive no flushes, so no commit there is durable.</source>
        <extracomment>%1 mount point, %2 mount options</extracomment>
        <translation>%1 está montado con las barreras desactivadas (%2): el kernel no envía vaciados de caché (flush) a la unidad, así que ningún commit ahí es duradero.</translation>
    </message>
    <message>
        <source>%1 is in use: %2 DriveProof does not write to a device in use. Unmount it, swapoff it or stop what is built on it first.</source>
        <extracomment>%1 device node, %2 a sentence saying what uses it, e.g. &quot;/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt.&quot;</extracomment>
        <translation>%1 está en uso: %2 DriveProof no escribe en un dispositivo en uso. Desmóntelo, ejecute swapoff sobre él o detenga primero lo que está construido sobre él.</translation>
    </message>
    <message>
        <source>The kernel sends %1 no flushes while its write cache is off for this half of the test (it treats the device as write through): as expected.</source>
        <extracomment>%1 device name</extracomment>
        <translation>El kernel no envía vaciados de caché (flush) a %1 mientras su caché de escritura está desactivada en esta mitad de la prueba (trata el dispositivo como de escritura inmediata): es lo esperado.</translation>
    </message>
    <message>
        <source>%L1 %2</source>
        <extracomment>a transfer rate; %L1 the number, %2 its unit (&quot;MB/s&quot; or &quot;MiB/s&quot;)</extracomment>
        <translation>%L1 %2</translation>
    </message>
    <message>
        <source>SATA, link speed unknown</source>
        <translation>SATA, velocidad de enlace desconocida</translation>
    </message>
    <message>
        <source>SATA %1 Gb/s</source>
        <extracomment>%1 the SATA link speed in Gb/s, e.g. 6</extracomment>
        <translation>SATA %1 Gb/s</translation>
    </message>
    <message>
        <source>PCIe, link speed unknown</source>
        <translation>PCIe, velocidad de enlace desconocida</translation>
    </message>
    <message>
        <source>PCIe %1 x%2</source>
        <extracomment>%1 the PCIe generation (&quot;3.0&quot;), %2 lanes in use</extracomment>
        <translation>PCIe %1 x%2</translation>
    </message>
    <message>
        <source>USB, link speed unknown</source>
        <translation>USB, velocidad de enlace desconocida</translation>
    </message>
    <message>
        <source>USB %1 (%2 Gb/s)</source>
        <extracomment>%1 the USB version (&quot;3.0&quot;), %2 its signalling rate in Gb/s</extracomment>
        <translation>USB %1 (%2 Gb/s)</translation>
    </message>
    <message>
        <source>USB %1 (%2 Mb/s)</source>
        <extracomment>%1 the USB version (&quot;2&quot;), %2 its signalling rate in Mb/s</extracomment>
        <translation>USB %1 (%2 Mb/s)</translation>
    </message>
    <message>
        <source>%1 (~%2 usable)</source>
        <extracomment>%1 the SATA link (&quot;SATA 6 Gb/s&quot;), %2 a transfer rate, e.g. &quot;600.0 MB/s&quot;</extracomment>
        <translation>%1 (~%2 utilizables)</translation>
    </message>
    <message>
        <source>%1 (the drive can do PCIe %2 x%3)</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation (&quot;4.0&quot;), %3 lanes</extracomment>
        <translation>%1 (la unidad admite PCIe %2 x%3)</translation>
    </message>
    <message>
        <source>%1 of x%2</source>
        <extracomment>%1 the PCIe link now (&quot;PCIe 3.0 x2&quot;), %2 lanes the drive has</extracomment>
        <translation>%1 de x%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 the USB link (&quot;USB 3.0 (5 Gb/s)&quot;), %2 the storage protocol: UAS or BOT</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>hard disk (%L1 rpm)</source>
        <translation>disco duro (%L1 rpm)</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>disco duro</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SSD SATA</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>SSD NVMe</translation>
    </message>
    <message>
        <source>drive behind a USB bridge</source>
        <translation>unidad detrás de un puente USB</translation>
    </message>
    <message>
        <source>virtual disk</source>
        <translation>disco virtual</translation>
    </message>
    <message>
        <source>%1 is more than a %2 link can carry (%3): the link is emulated or misreported (a virtual machine, or a cache in front of the drive), so this number says nothing about the drive.</source>
        <extracomment>%1 a measured transfer rate, %2 the link (&quot;SATA 1.5 Gb/s&quot;), %3 the most it carries</extracomment>
        <translation>%1 es más de lo que puede transportar un enlace %2 (%3): el enlace está emulado o se informa mal (una máquina virtual, o una caché delante de la unidad), así que este número no dice nada de la unidad.</translation>
    </message>
    <message>
        <source>Writes at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Escribe a %1: el límite de su enlace %2 (%3 como máximo); aquí no puede ir más rápido.</translation>
    </message>
    <message>
        <source>Reads at %1: the limit of its %2 link (%3 at most) — as fast as it can be here.</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 6 Gb/s&quot;), %3 what it carries</extracomment>
        <translation>Lee a %1: el límite de su enlace %2 (%3 como máximo); aquí no puede ir más rápido.</translation>
    </message>
    <message>
        <source>Writes at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Escribe a %1 en un enlace %2: el límite es el enlace, no la unidad (la unidad admite %3 Gb/s; compruebe el cable y el puerto).</translation>
    </message>
    <message>
        <source>Reads at %1 on a %2 link: the link, not the drive, is the limit (the drive can do %3 Gb/s; check the cable and the port).</source>
        <extracomment>%1 a transfer rate, %2 the link (&quot;SATA 3 Gb/s&quot;), %3 the drive&apos;s fastest SATA speed in Gb/s, e.g. 6</extracomment>
        <translation>Lee a %1 en un enlace %2: el límite es el enlace, no la unidad (la unidad admite %3 Gb/s; compruebe el cable y el puerto).</translation>
    </message>
    <message>
        <source>On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 port would let it go faster.</source>
        <extracomment>%1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate</extracomment>
        <translation>En un puerto USB 2: los 480 Mb/s la limitan a unos %1 (medido: %2). Un puerto USB 3 le permitiría ir más rápido.</translation>
    </message>
    <message>
        <source>Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something other than the link holds this one back (a full or worn drive, power saving, or the file system).</source>
        <extracomment>%1 the measured transfer rate, %2 and %3 the usual range (transfer rates)</extracomment>
        <translation>Lee a %1: los SSD SATA leen entre %2 y %3 en un enlace de 6 Gb/s, así que algo distinto del enlace frena a esta (una unidad llena o desgastada, el ahorro de energía o el sistema de archivos).</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link trained below what the drive and its slot allow (a riser, a dirty contact, or lanes shared with another slot). It carries %4 of the %5 it could.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the link carries now, what it could)</extracomment>
        <translation>Esta unidad NVMe funciona en %1 aunque admite PCIe %2 x%3: el enlace se negoció por debajo de lo que permiten la unidad y su ranura (una tarjeta elevadora, un contacto sucio o líneas compartidas con otra ranura). Transporta %4 de los %5 que podría.</translation>
    </message>
    <message>
        <source>This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to %4 of the %5 it could use. A slot with more lanes would let it go faster.</source>
        <extracomment>%1 the link now (&quot;PCIe 3.0 x2&quot;), %2 PCIe generation, %3 lanes, %4 and %5 transfer rates (what the slot carries, what the drive could use)</extracomment>
        <translation>Esta unidad NVMe funciona en %1, pero admite PCIe %2 x%3: la ranura la limita a %4 de los %5 que podría usar. Una ranura con más líneas le permitiría ir más rápido.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each read waits for a seek and half a turn.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 a %1 es lo que hace un disco de %L2 rpm (unos %3 a %4): cada lectura espera un posicionamiento del cabezal y media vuelta.</translation>
    </message>
    <message>
        <source>RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to %4): a cache answers these reads, so they say little about the disk.</source>
        <extracomment>%1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS</extracomment>
        <translation>RND4K Q1T1 a %1 es más rápido de lo que un disco de %L2 rpm puede posicionar el cabezal (unos %3 a %4): una caché responde a estas lecturas, así que dicen poco del disco.</translation>
    </message>
    <message>
        <source>Writes fell from %1 to %2 after %3: the end of its fast SLC cache. Copies larger than that run at about %2.</source>
        <extracomment>%1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD&apos;s flash that takes writes first</extracomment>
        <translation>La escritura cayó de %1 a %2 después de %3: se acabó su caché SLC rápida. Las copias mayores que eso van a unos %2.</translation>
    </message>
    <message>
        <source>%1 is a loop device without direct I/O: its reads and writes go through the page cache of the file system that holds its backing file, so these numbers describe the page cache (memory), not a drive. Attach it with &apos;losetup --direct-io=on&apos; to measure the drive under the file.</source>
        <extracomment>%1 a loop device, e.g. loop3</extracomment>
        <translation>%1 es un dispositivo loop sin E/S directa: sus lecturas y escrituras pasan por la caché de páginas del sistema de archivos que contiene su archivo, así que estas cifras describen la caché de páginas (memoria), no una unidad. Asócielo con &apos;losetup --direct-io=on&apos; para medir la unidad que hay bajo el archivo.</translation>
    </message>
    <message>
        <source>The run went through the page cache, which serves some requests from memory and sends others to the drive.</source>
        <translation>La ejecución pasó por la caché de páginas, que atiende unas peticiones desde la memoria y envía otras a la unidad.</translation>
    </message>
    <message>
        <source>Something else used the drive meanwhile, a cache filled or emptied, or the drive paused to tidy up: run the test again before trusting the numbers.</source>
        <translation>Otra cosa usó la unidad mientras tanto, una caché se llenó o vació, o la unidad se detuvo a ordenar: repita la prueba antes de fiarse de las cifras.</translation>
    </message>
    <message>
        <source>The numbers are unstable: %1 swung between %2 and %4 (typically %3) from one tenth of a second to the next, far more than a drive&apos;s own noise. %5</source>
        <extracomment>%1 a measurement (&quot;SEQ1M Q8T1 read&quot;); %2, %3, %4 rates or IOPS (low, typical, high); %5 why (a sentence)</extracomment>
        <translation>Las cifras son inestables: %1 osciló entre %2 y %4 (normalmente %3) de una décima de segundo a la siguiente, mucho más que el ruido propio de una unidad. %5</translation>
    </message>
    <message>
        <source>%1 is no longer empty (found: %2), so it was not written to. Confirm again with the device&apos;s name.</source>
        <extracomment>%1 device node, %2 what was found, e.g. &quot;gpt, ext4&quot;</extracomment>
        <translation>%1 ya no está vacío (encontrado: %2), así que no se escribió en él. Confirme de nuevo con el nombre del dispositivo.</translation>
    </message>
    <message>
        <source>No drive was found under the target.</source>
        <translation>No se encontró ninguna unidad bajo el destino.</translation>
    </message>
    <message>
        <source>%1 reports no temperature.</source>
        <extracomment>%1 device path</extracomment>
        <translation>%1 no informa de ninguna temperatura.</translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during this test: these numbers are those of a hot drive, not what it does when cool.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C; %n how often it throttled itself</extracomment>
        <translation>
            <numerusform>La unidad llegó a %1 °C y se ralentizó a sí misma %n vez durante esta prueba: estas cifras son las de una unidad caliente, no lo que hace en frío.</numerusform>
            <numerusform>La unidad llegó a %1 °C y se ralentizó a sí misma %n veces durante esta prueba: estas cifras son las de una unidad caliente, no lo que hace en frío.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The drive reached %1 °C and slowed itself down %n time(s) during the sustained write: the drop from %2 to %3 at %4 is heat, not its cache.</source>
        <extracomment>%1 the drive&apos;s highest temperature in °C, %n how often it throttled itself, %2 and %3 transfer rates, %4 an amount of data</extracomment>
        <translation>
            <numerusform>La unidad llegó a %1 °C y se ralentizó a sí misma %n vez durante la escritura sostenida: la caída de %2 a %3 en %4 es calor, no su caché.</numerusform>
            <numerusform>La unidad llegó a %1 °C y se ralentizó a sí misma %n veces durante la escritura sostenida: la caída de %2 a %3 en %4 es calor, no su caché.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drive temperature: %1 °C before the test, %2 °C after.</source>
        <extracomment>%1 and %2 temperatures in °C (&quot;?&quot; when unknown)</extracomment>
        <translation>Temperatura de la unidad: %1 °C antes de la prueba, %2 °C después.</translation>
    </message>
    <message numerus="yes">
        <source>The drive slowed itself down for heat %n time(s) during the test, for %1 s in all.</source>
        <extracomment>%n how often the drive throttled itself, %1 seconds it spent throttled</extracomment>
        <translation>
            <numerusform>La unidad se ralentizó por calor %n vez durante la prueba, durante %1 s en total.</numerusform>
            <numerusform>La unidad se ralentizó por calor %n veces durante la prueba, durante %1 s en total.</numerusform>
        </translation>
    </message>
    <message>
        <source>The drive did not slow itself down for heat during the test.</source>
        <translation>La unidad no se ralentizó por calor durante la prueba.</translation>
    </message>
    <message>
        <source>Time above its warning temperature during the test: %1 min; above its critical temperature: %2 min.</source>
        <extracomment>%1 and %2 minutes</extracomment>
        <translation>Tiempo por encima de su temperatura de aviso durante la prueba: %1 min; por encima de su temperatura crítica: %2 min.</translation>
    </message>
    <message>
        <source>The drive&apos;s heat was not read: %1</source>
        <extracomment>%1 why (a sentence)</extracomment>
        <translation>No se leyó la temperatura de la unidad: %1</translation>
    </message>
</context>
</TS>
