/** dayjs for the filter's date picker: German locale. */
import dayjs from 'dayjs';
import 'dayjs/locale/de';

dayjs.locale('de');
